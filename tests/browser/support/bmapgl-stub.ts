// A stand-in for Baidu's JSAPI GL, served in place of https://api.map.baidu.com/api (no machine
// here reaches Baidu): it implements the surface react-bmapgl and the Baidu engine call, draws
// markers as clickable DOM boxes, records every call in window.__bmapCalls, and calls the loader's
// callback as Baidu's loader does. Unknown methods are recorded no-ops, as a lenient double.
export const BMAPGL_STUB = `
(() => {
  const calls = (window.__bmapCalls = []);
  const record = (name, args) => calls.push([name, ...args.map((a) => (a && typeof a === 'object' && 'lng' in a ? [a.lng, a.lat] : a))]);
  const lenient = (target, kind) =>
    new Proxy(target, {
      get(object, prop) {
        // Private fields (react-bmapgl reads map._destroyed) are absent, not functions.
        if (prop in object || typeof prop === 'symbol' || String(prop).startsWith('_')) return object[prop];
        return (...args) => record(kind + '.' + prop, args);
      },
    });
  class Point { constructor(lng, lat) { this.lng = lng; this.lat = lat; } equals(p) { return p.lng === this.lng && p.lat === this.lat; } }
  class Size { constructor(width, height) { this.width = width; this.height = height; } }
  class Icon { constructor(url, size, options) { this.url = url; this.size = size; this.options = options; } }
  class Overlay {
    constructor(kind, args) { this.kind = kind; this.args = args; this.listeners = {}; record('new ' + kind, args.slice(0, 2)); return lenient(this, kind); }
    addEventListener(name, fn) { (this.listeners[name] ??= []).push(fn); }
    removeEventListener(name, fn) { this.listeners[name] = (this.listeners[name] ?? []).filter((f) => f !== fn); }
    fire(name, event) { for (const fn of this.listeners[name] ?? []) fn(event); }
    setPosition(p) { this.args[0] = p; this.map?.draw(); }
    getPosition() { return this.args[0]; }
    setPath(path) { this.args[0] = path; }
    getPath() { return this.args[0]; }
    setIcon(icon) { this.args[1] = { ...(this.args[1] ?? {}), icon }; }
  }
  class Marker extends Overlay { constructor(point, options) { return super('Marker', [point, options ?? {}]); } }
  class Polyline extends Overlay { constructor(path, options) { return super('Polyline', [path, options ?? {}]); } }
  class Polygon extends Overlay { constructor(path, options) { return super('Polygon', [path, options ?? {}]); } }
  class Prism extends Overlay { constructor(path, altitude, options) { return super('Prism', [path, altitude, options ?? {}]); } }
  class Map {
    constructor(container, options) {
      this.container = container;
      this.options = options ?? {};
      this.center = new Point(0, 0);
      this.zoom = 5;
      this.tilt = 0;
      this.overlays = [];
      this.listeners = {};
      this.layer = document.createElement('div');
      this.layer.className = 'bmapgl-stub';
      this.layer.style.cssText = 'position:absolute;inset:0;background:#e9eef3';
      container.textContent = '';
      container.appendChild(this.layer);
      container.addEventListener('click', (event) => {
        if (event.target !== this.layer) return;
        const box = container.getBoundingClientRect();
        this.fire('click', { latlng: this.pixelToPoint({ x: event.clientX - box.left, y: event.clientY - box.top }) });
      });
      window.__bmap = this;
      record('new Map', [options]);
      return lenient(this, 'Map');
    }
    addEventListener(name, fn) { (this.listeners[name] ??= []).push(fn); }
    removeEventListener(name, fn) { this.listeners[name] = (this.listeners[name] ?? []).filter((f) => f !== fn); }
    fire(name, event = {}) { for (const fn of this.listeners[name] ?? []) fn(event); }
    centerAndZoom(point, zoom) { record('centerAndZoom', [point, zoom]); this.center = point; this.zoom = zoom; this.draw(); this.fire('zoomend'); this.fire('moveend'); }
    setCenter(point) { this.center = point; this.draw(); this.fire('moveend'); }
    setZoom(zoom) { this.zoom = zoom; this.draw(); this.fire('zoomend'); }
    getCenter() { return this.center; }
    getZoom() { return this.zoom; }
    setTilt(tilt) { record('setTilt', [tilt]); this.tilt = tilt; }
    getTilt() { return this.tilt; }
    getHeading() { return 0; }
    // Baidu's Mercator: 2^(18 − zoom) metres a pixel, ≈ 111 km a degree.
    scale() { return 111320 / 2 ** (18 - this.zoom); }
    pointToPixel(p) { const w = this.container.clientWidth; const h = this.container.clientHeight; return { x: w / 2 + (p.lng - this.center.lng) * this.scale(), y: h / 2 - (p.lat - this.center.lat) * this.scale() }; }
    pixelToPoint(px) { const w = this.container.clientWidth; const h = this.container.clientHeight; return new Point(this.center.lng + (px.x - w / 2) / this.scale(), this.center.lat - (px.y - h / 2) / this.scale()); }
    getBounds() { const sw = this.pixelToPoint({ x: 0, y: this.container.clientHeight }); const ne = this.pixelToPoint({ x: this.container.clientWidth, y: 0 }); return { getSouthWest: () => sw, getNorthEast: () => ne }; }
    getViewport(points) { return { center: points[0], zoom: this.zoom }; }
    setViewport(points) { record('setViewport', [points.length]); }
    addOverlay(overlay) { overlay.map = this; this.overlays.push(overlay); record('addOverlay', [overlay.kind]); this.draw(); }
    removeOverlay(overlay) { this.overlays = this.overlays.filter((o) => o !== overlay); record('removeOverlay', [overlay.kind]); this.draw(); }
    setTrafficOn() { record('setTrafficOn', []); }
    setTrafficOff() { record('setTrafficOff', []); }
    destroy() { this._destroyed = true; record('destroy', []); }
    draw() {
      for (const el of [...this.layer.querySelectorAll('.bmapgl-stub-marker')]) el.remove();
      for (const overlay of this.overlays) {
        if (overlay.kind !== 'Marker') continue;
        const at = this.pointToPixel(overlay.args[0]);
        const el = document.createElement('button');
        el.className = 'bmapgl-stub-marker';
        el.textContent = overlay.args[1]?.title ?? '';
        el.style.cssText = 'position:absolute;transform:translate(-50%,-50%);left:' + at.x + 'px;top:' + at.y + 'px;min-width:16px;height:16px;font-size:10px';
        el.addEventListener('click', (event) => { event.stopPropagation(); overlay.fire('click', { target: overlay }); });
        this.layer.appendChild(el);
      }
    }
  }
  window.BMAP_NORMAL_MAP = 'B_NORMAL_MAP';
  window.BMAP_EARTH_MAP = 'B_EARTH_MAP';
  window.BMapGL = { Map, Point, Size, Icon, Marker, Polyline, Polygon, Prism };
})();
`;
