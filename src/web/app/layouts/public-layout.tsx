// The frame of the screens before sign-in and of the waiting room's: no bars of its own, each page brings its
// own header (brand or back arrow), or none (the TV board).
import { Outlet } from 'react-router';

export function PublicLayout() {
  return (
    <div className="shell shell-public">
      <Outlet />
    </div>
  );
}
