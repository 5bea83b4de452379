import { HomePage } from '../../features/accounts/home-page';
import { PublicLayout } from '../layouts/public-layout';
import type { AreaModule } from './area-module';

// The landing screen ships inside the area's chunk: it is the first thing most visitors see.
const home = async () => HomePage;

export const area: AreaModule = {
  Layout: PublicLayout,
  pages: { '/': home, '/home': home },
};
