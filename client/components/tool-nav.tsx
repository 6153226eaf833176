import type { RouteName } from '../../shared/routes/index.ts';
import { useLink } from '../state/app-state.tsx';

/** Links between a few pages of one tool (the moderators', the operators'), the current one marked. */
export function ToolNav<Route extends RouteName>({
  label,
  pages,
  current,
}: {
  label: string;
  pages: readonly (readonly [Route, string])[];
  current: Route;
}) {
  const link = useLink();
  return (
    <nav aria-label={label} className="moderation-nav">
      {pages.map(([route, name]) => (
        <a key={route} href={link(route)} aria-current={route === current ? 'page' : undefined}>
          {name}
        </a>
      ))}
    </nav>
  );
}
