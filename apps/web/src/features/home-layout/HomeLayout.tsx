// A home layout's widgets on the home page (/home) and its full-window preview (/previewHome):
// each placed by its box on the 1920×1080 design, as shares of the stage (the stage keeps the
// design's proportions at the page's width; text keeps its size and a widget scrolls inside).
// Every widget shows the platform's own data; a call that fails says so in the widget.
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { failureText } from '../../ui/table';
import type { PageComponent } from '../auth/login/page-config';
import type { MyNotices } from '../notices/notice-calls';
import { ShortcutsCard, WelcomeCard } from '../shell/HomeCards';
import type { Todo } from '../todos/todo-calls';
import { TODO_ROUTE, todoTarget } from '../todos/todo-rules';
import { type HomeFigures, homeFigures, listMyNotices, listTodos } from './home-calls';
import { type HomeWidgetType, isHomeWidget, widgetBox } from './home-layout-rules';
import { HOME_TEXTS as TEXT } from './home-texts';
import './home-layout.css';

type Loaded<T> = { value: T } | { failure: string } | null;

/** Reads once when the widget appears. */
function useLoaded<T>(read: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per widget
  useEffect(() => {
    let live = true;
    read().then(
      (value) => live && setLoaded({ value }),
      (error: unknown) => live && setLoaded({ failure: failureText(TEXT.loadFailed, error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

function Card({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="jt-card jt-home-widget__card" aria-label={title}>
      <h3 className="jt-card__title jt-home-widget__title">
        <span>{title}</span>
        {extra}
      </h3>
      {children}
    </section>
  );
}

function Loading<T>({ loaded, children }: { loaded: Loaded<T>; children: (value: T) => ReactNode }) {
  if (loaded === null) return <div className="jt-home-widget__busy" aria-busy="true" />;
  if ('failure' in loaded) return <p role="alert">{loaded.failure}</p>;
  return <>{children(loaded.value)}</>;
}

function TodosWidget({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const loaded = useLoaded(() => listTodos({ current: 1, size: 6 }));
  return (
    <Card
      title={title}
      extra={
        <button type="button" className="jt-home-widget__more" onClick={() => navigate(TODO_ROUTE)}>
          {TEXT.more}
          {loaded && 'value' in loaded ? `（${loaded.value.total}）` : ''}
        </button>
      }
    >
      <Loading loaded={loaded}>
        {(page) =>
          page.records.length === 0 ? (
            <p className="jt-home__empty">{TEXT.todosEmpty}</p>
          ) : (
            <ul className="jt-home-widget__list">
              {page.records.map((todo: Todo) => (
                <li key={todo.id}>
                  <button type="button" onClick={() => navigate(todoTarget(todo))}>
                    <Tag color={todo.kind === 'dispatch' ? 'orange' : 'blue'}>{todo.statusText}</Tag>
                    <span className="jt-home-widget__text">
                      {todo.roadName} {todo.pile} {todo.type}
                    </span>
                    <span className="jt-home-widget__time">{todo.collectTime}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
    </Card>
  );
}

function NoticesWidget({ title }: { title: string }) {
  const loaded = useLoaded<MyNotices>(listMyNotices);
  return (
    <Card title={title}>
      <Loading loaded={loaded}>
        {(notices) =>
          notices.records.length === 0 ? (
            <p className="jt-home__empty">{TEXT.noticesEmpty}</p>
          ) : (
            <ul className="jt-home-widget__list">
              {notices.records.slice(0, 6).map((notice) => (
                <li key={notice.id}>
                  <span className="jt-home-widget__row">
                    <Tag color={notice.read ? 'grey' : 'red'}>{notice.levelName}</Tag>
                    <span className="jt-home-widget__text">{notice.title}</span>
                    <span className="jt-home-widget__time">{notice.publishTime}</span>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
    </Card>
  );
}

function FiguresWidget({ title }: { title: string }) {
  const loaded = useLoaded<HomeFigures>(() => homeFigures());
  return (
    <Card title={title}>
      <Loading loaded={loaded}>
        {(figures) => (
          <dl className="jt-home-widget__figures">
            {(Object.keys(TEXT.figures) as Array<keyof HomeFigures>).map((key) => (
              <div key={key}>
                <dt>{TEXT.figures[key]}</dt>
                <dd>{figures[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </Loading>
    </Card>
  );
}

function Widget({ component }: { component: PageComponent }) {
  const type = component.component as HomeWidgetType;
  const title = component.textContent || TEXT.widgets[type];
  switch (type) {
    case 'homeWelcome':
      return <WelcomeCard />;
    case 'homeShortcuts':
      return <ShortcutsCard title={title} />;
    case 'homeTodos':
      return <TodosWidget title={title} />;
    case 'homeNotices':
      return <NoticesWidget title={title} />;
    case 'homeFigures':
      return <FiguresWidget title={title} />;
  }
}

export default function HomeLayout({
  widgets,
  fullWindow = false,
}: {
  widgets: readonly PageComponent[];
  fullWindow?: boolean;
}) {
  return (
    <div className={`jt-page jt-home-layout${fullWindow ? ' jt-home-layout--full' : ''}`}>
      <div className="jt-home-layout__stage">
        {widgets
          .filter((component) => isHomeWidget(component.component))
          .map((component) => (
            <div
              key={component.component}
              className="jt-home-widget"
              data-widget={component.component}
              style={widgetBox(component)}
            >
              <Widget component={component} />
            </div>
          ))}
      </div>
    </div>
  );
}
