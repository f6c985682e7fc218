// Puts the saved skin on the page while the shell is open: the custom properties go on <body>,
// where Semi's popups (menus, selects, modals) are mounted too, and come off when the shell
// closes (the sign-in page keeps its own look).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { skinVariables } from './skin';
import { loadSkin, skinState } from './skin-state';

export function useSkin(): void {
  const { values } = useSnapshot(skinState);
  useEffect(() => {
    void loadSkin();
  }, []);
  useEffect(() => {
    if (!values) return;
    const style = document.body.style;
    const vars = skinVariables(values);
    for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) style.removeProperty(name);
    };
  }, [values]);
}
