// The map's search box (seed 001 §2): place search through the gateway, 5 results a page
// (seed 001 §9), in the session's area. Picking a result centres the map on it.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useState } from 'react';
import type { LngLat } from '../geo/coords';
import {
  MapServiceError,
  PLACE_PAGE_SIZE,
  type PlacePage,
  SERVICE_TEXTS,
  searchPlaces,
} from '../map-services';

export interface PickedPlace {
  id: string;
  name: string;
  address: string;
  position: LngLat;
}

export function SearchBox({ region, onPick }: { region: string; onPick(place: PickedPlace): void }) {
  const [text, setText] = useState('');
  const [page, setPage] = useState<PlacePage | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async (pageNumber: number) => {
    const query = text.trim();
    if (query === '') return;
    setBusy(true);
    setError('');
    try {
      const found = await searchPlaces(query, region, pageNumber);
      setPage(found);
      if (found.places.length === 0) setError(SERVICE_TEXTS.noPlace);
    } catch (cause) {
      setPage(null);
      setError(cause instanceof MapServiceError ? cause.message : SERVICE_TEXTS.placeFailed);
    } finally {
      setBusy(false);
    }
  };

  const pages = page ? Math.ceil(page.total / PLACE_PAGE_SIZE) : 0;
  return (
    <search className="jt-map-search">
      <Input
        value={text}
        onChange={setText}
        onEnterPress={() => search(0)}
        placeholder="搜索地点"
        showClear
        onClear={() => {
          setPage(null);
          setError('');
        }}
        aria-label="搜索地点"
        suffix={
          <Button size="small" theme="borderless" loading={busy} onClick={() => search(0)}>
            搜索
          </Button>
        }
      />
      {(page?.places.length || error) && (
        <div className="jt-map-search__results">
          {error && <div className="jt-map-search__error">{error}</div>}
          {page?.places.map((place) => (
            <button
              type="button"
              key={place.id}
              className="jt-map-search__item"
              onClick={() => {
                onPick(place);
                setPage(null);
              }}
            >
              <span className="jt-map-search__name">{place.name}</span>
              <span className="jt-map-search__address">{place.address}</span>
            </button>
          ))}
          {page && pages > 1 && (
            <div className="jt-map-search__pager">
              <Button size="small" disabled={page.page === 0 || busy} onClick={() => search(page.page - 1)}>
                上一页
              </Button>
              <span>
                {page.page + 1} / {pages}
              </span>
              <Button
                size="small"
                disabled={page.page + 1 >= pages || busy}
                onClick={() => search(page.page + 1)}
              >
                下一页
              </Button>
            </div>
          )}
        </div>
      )}
    </search>
  );
}
