/** The storefront's router: the names its call sites use (react-router's, for the parts the shop used). */
export {
  createBrowserRouter,
  createStaticRouter,
  redirect,
  redirectTarget,
  type HydrationState,
  type Loader,
  type Location,
  type NavigateOptions,
  type RouteObject,
  type Router,
} from './router.ts';
export {
  RouterProvider,
  ScrollRestoration,
  StaticRouterProvider,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
} from './react.tsx';
