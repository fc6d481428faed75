/**
 * The browser and operating system a user agent names, for the security centre's device list.
 * Only the common families are told apart; anything else is "Browser" on no named system.
 */
export interface ParsedAgent {
  browser: string;
  os: string;
}

/** Checked in order: the first match wins (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|OPT)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bcurl\/(\d+)/, 'curl'],
];

const SYSTEMS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [/Windows NT (\d+\.\d+)/, (m) => (m[1] === '10.0' ? 'Windows' : `Windows NT ${m[1]}`)],
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/Android/, () => 'Android'],
  [/(?:iPhone|iPod); CPU iPhone OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/iPad; CPU OS (\d+)/, (m) => `iPadOS ${m[1]}`],
  [/iPhone|iPad|iPod/, () => 'iOS'],
  [/CrOS/, () => 'ChromeOS'],
  [/Mac OS X/, () => 'macOS'],
  [/Linux/, () => 'Linux'],
];

export function parseUserAgent(userAgent: string): ParsedAgent {
  const agent = userAgent.slice(0, 400);
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os = '';
  for (const [pattern, name] of SYSTEMS) {
    const match = pattern.exec(agent);
    if (match) {
      os = name(match);
      break;
    }
  }
  return { browser, os };
}

/** "Chrome 126 on Windows", "Safari 17 on iOS 17", or the part that is known; '' when nothing is. */
export function deviceName(userAgent: string): string {
  const { browser, os } = parseUserAgent(userAgent);
  return browser && os ? `${browser} · ${os}` : browser || os;
}

/**
 * An address with its last part hidden: 203.0.113.x for IPv4, the first three groups for IPv6.
 * Enough for the customer to tell their home from elsewhere, not enough to locate anyone.
 */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean).slice(0, 3);
    return groups.length ? `${groups.join(':')}:*` : '*';
  }
  return ip ? '*' : '';
}
