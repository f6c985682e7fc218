// /previewLogin (seed 000 §2): a stored sign-in layout (?id=) drawn full window as the sign-in
// page draws it, without signing in — 预览 on /customLogin opens it in a new window.
import { useEffect, useState } from 'react';
import { Background, PlacedComponent } from '../auth/login/PlacedComponent';
import { type PageComponent, parseConfigData } from '../auth/login/page-config';
import { useStageFit } from '../auth/login/use-stage-fit';
import '../auth/login/login.css';
import { ControlBox, DRAWN_BY_RENDERER } from './DesignerCanvas';
import { getPageConfig } from './designer-calls';
import './designer.css';

export default function PreviewLoginPage() {
  const [components, setComponents] = useState<PageComponent[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fit = useStageFit();
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id') ?? '';
    getPageConfig(id).then(
      (entry) => setComponents(parseConfigData(entry.configData)),
      (error: Error) => setFailure(error.message),
    );
  }, []);
  if (failure) return <div className="jt-designer__failure">{failure}</div>;
  if (!components) return <div className="jt-boot" role="status" aria-label="正在加载" />;
  const background = components.find(
    (component) => component.component === 'background' && component.w === 1920 && component.h === 1080,
  );
  return (
    <div className="jt-login">
      {background ? <Background component={background} fullWindow /> : null}
      <div
        className="jt-login__stage"
        style={{ transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        {components.map((component, index) => {
          const key = `${component.component}-${index}`;
          if (component === background) return null;
          if (component.component === 'background')
            return <Background key={key} component={component} fullWindow={false} />;
          if (DRAWN_BY_RENDERER.has(component.component))
            return <PlacedComponent key={key} component={component} />;
          return <ControlBox key={key} component={component} />;
        })}
      </div>
    </div>
  );
}
