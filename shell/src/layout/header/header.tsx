import { MainBar } from './main-bar';
import { TopBar } from './top-bar';
import './header.css';

export function Header() {
  return (
    <header className="header" data-testid="shop-header">
      <TopBar />
      <MainBar />
    </header>
  );
}
