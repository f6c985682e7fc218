// /system/todo 待办事项: the work orders waiting for the management side (listTodos: to dispatch,
// to accept) on the config-driven table; 办理 (or a click on the row) opens the order on /workOrder,
// where its drawer has the moves. A to-do is done when its order moves on (the list is derived
// from the orders), so it has no done/undone switch of its own.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ConfigTable, type RowActions } from '../../ui/table';
import { listTodos, type Todo } from './todo-calls';
import { TODO_ROUTE, todoFilterFields, todoTarget } from './todo-rules';
import { TODO_TEXTS } from './todo-texts';

export default function TodoPage() {
  const [, navigate] = useLocation();
  const rowActions = useMemo<RowActions<Todo>>(
    () => ({
      title: TODO_TEXTS.actions,
      width: 90,
      render: (row) => (
        <Button
          theme="borderless"
          size="small"
          data-action="handle"
          onClick={(event) => {
            event.stopPropagation();
            navigate(todoTarget(row));
          }}
        >
          {TODO_TEXTS.handle}
        </Button>
      ),
    }),
    [navigate],
  );
  return (
    <div className="jt-page jt-todos">
      <section className="jt-card" aria-label={TODO_TEXTS.title}>
        <ConfigTable<Todo>
          route={TODO_ROUTE}
          load={listTodos}
          filterFields={todoFilterFields}
          rowActions={rowActions}
          onRowClick={(row) => navigate(todoTarget(row))}
        />
      </section>
    </div>
  );
}
