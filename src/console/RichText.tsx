/**
 * A rich-text field (Tiptap): headings, bold, italic, lists, quotes and links, written as HTML.
 * The server sanitises what it stores like every text shown as HTML, so the editor's output is a
 * convenience, never trusted.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useT } from './i18n.ts';

const tool = 'rounded px-2 py-0.5 text-sm hover:bg-slate-100 aria-pressed:bg-slate-900 aria-pressed:text-white';

export function RichText({ value, onChange, label, id }: { value: string; onChange: (html: string) => void; label: string; id: string }) {
  const t = useT();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { id, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'prose-sm min-h-28 px-3 py-2 outline-none' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A value replaced from outside (a reload after a conflict) is shown; typing does not loop back.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  return (
    <div className="rounded border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-slate-400">
      <div role="toolbar" aria-label={t('richText.toolbar')} className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
        <button type="button" className={tool} aria-pressed={active?.bold} onClick={() => chain().toggleBold().run()}>
          <strong>{t('richText.bold')}</strong>
        </button>
        <button type="button" className={tool} aria-pressed={active?.italic} onClick={() => chain().toggleItalic().run()}>
          <em>{t('richText.italic')}</em>
        </button>
        <button type="button" className={tool} aria-pressed={active?.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          {t('richText.heading')}
        </button>
        <button type="button" className={tool} aria-pressed={active?.bullet} onClick={() => chain().toggleBulletList().run()}>
          {t('richText.bullets')}
        </button>
        <button type="button" className={tool} aria-pressed={active?.ordered} onClick={() => chain().toggleOrderedList().run()}>
          {t('richText.numbers')}
        </button>
        <button type="button" className={tool} aria-pressed={active?.quote} onClick={() => chain().toggleBlockquote().run()}>
          {t('richText.quote')}
        </button>
        <button
          type="button"
          className={tool}
          aria-pressed={active?.link}
          onClick={() => {
            if (editor.isActive('link')) return chain().unsetLink().run();
            const href = window.prompt(t('richText.linkPrompt'))?.trim();
            if (href && /^(https?:\/\/|\/|mailto:)/i.test(href)) chain().setLink({ href }).run();
          }}
        >
          {t('richText.link')}
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
