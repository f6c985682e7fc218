// /main-page (seed 000 §2: the tool pages' landing): one link per tool page of this build.
import { Link } from 'wouter';
import { MAIN_PAGE_TITLE, TOOL_PAGES } from './tool-pages';
import '../shell/pages.css';
import './main-page.css';

export default function MainPage() {
  return (
    <div className="jt-page jt-main-page">
      <section className="jt-card" aria-labelledby="main-page-title">
        <h2 className="jt-card__title" id="main-page-title">
          {MAIN_PAGE_TITLE}
        </h2>
        <ul className="jt-home__shortcuts">
          {TOOL_PAGES.map((page) => (
            <li key={page.path}>
              <Link href={page.path} className="jt-home__shortcut">
                <span className="jt-home__shortcut-text">
                  <span className="jt-home__shortcut-title">{page.title}</span>
                  <span className="jt-main-page__description">{page.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
