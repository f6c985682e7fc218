// The pending-task card (daiban): the first 5 tasks, then a 'more' link for the rest; a task
// waiting for acceptance has its accept button (which needs the disease id, seed 001 §5).
import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useState } from 'react';
import { useAssistant } from '../assistant-context';
import type { ClientMessage } from '../assistant-types';
import { TODO_PREVIEW } from '../constants';
import { AssistantText } from '../texts';

const ACCEPTABLE = ['待验收', '验收中'];

export function TodoCard({ message }: { message: ClientMessage }) {
  const { engine } = useAssistant();
  const [all, setAll] = useState(false);
  const todos = message.waitList ?? [];
  const shown = all ? todos : todos.slice(0, TODO_PREVIEW);
  if (todos.length === 0) return null;
  return (
    <div className="jt-assistant-card" data-card="todos">
      <div className="jt-assistant-card__title">{AssistantText.todoTitle(todos.length)}</div>
      <ul className="jt-assistant-card__rows">
        {shown.map((todo) => (
          <li
            key={todo.id}
            className="jt-assistant-card__row"
            data-todo={todo.id}
            data-disease={todo.diseaseId}
          >
            <div className="jt-assistant-card__main">
              <span className="jt-assistant-card__name">{todo.type}</span>
              <span>
                {todo.roadName} {todo.pile}
              </span>
              <Tag size="small" color={todo.statusText === '待验收' ? 'orange' : 'blue'}>
                {todo.statusText}
              </Tag>
            </div>
            <div className="jt-assistant-card__sub">
              {todo.unit} · {todo.collectTime}
            </div>
            {ACCEPTABLE.includes(todo.statusText) ? (
              <Button
                size="small"
                type="primary"
                theme="solid"
                className="jt-assistant-card__action"
                onClick={() =>
                  engine.acceptTask({
                    orderId: todo.id,
                    diseaseId: todo.diseaseId,
                    statusText: todo.statusText,
                    title: `${todo.roadName} ${todo.pile} ${todo.type}`,
                  })
                }
              >
                {AssistantText.accept}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {todos.length > TODO_PREVIEW ? (
        <button type="button" className="jt-assistant-card__more" onClick={() => setAll(!all)}>
          {all ? '收起' : `${AssistantText.more}（${todos.length - TODO_PREVIEW}）`}
        </button>
      ) : null}
    </div>
  );
}
