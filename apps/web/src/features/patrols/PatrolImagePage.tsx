// /patrolImage 巡查图片: the pictures patrols took (the world's disease pictures, served by the
// gateway's files) as a gallery filtered by route, days and disease type; a click opens Semi's
// preview over the page's pictures.
import Button from '@douyinfe/semi-ui/lib/es/button';
import DatePicker from '@douyinfe/semi-ui/lib/es/datePicker';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Image from '@douyinfe/semi-ui/lib/es/image';
import ImagePreview from '@douyinfe/semi-ui/lib/es/image/preview';
import Pagination from '@douyinfe/semi-ui/lib/es/pagination';
import Select from '@douyinfe/semi-ui/lib/es/select';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useEffect, useState } from 'react';
import { pictureUrl } from '../../lib/media/picture-url';
import { type DicEntry, dictionaries, type Road, roads } from '../../lib/reference/reference-data';
import { failureText } from '../../ui/table';
import { type Disease, listDiseases } from '../diseases/disease-calls';
import { caption, GALLERY_PAGE_SIZE, type GalleryFilters, galleryQuery } from './image-rules';
import { dayText } from './schedule-rules';
import './patrols.css';

const TEXTS = {
  title: '巡查图片',
  route: '路线',
  days: '巡查日期',
  type: '病害类型',
  search: '查询',
  reset: '重置',
  empty: '暂无巡查图片',
  failed: '巡查图片加载失败',
} as const;

type Shown =
  | { status: 'loading' }
  | { status: 'ready'; rows: Disease[]; total: number }
  | { status: 'error'; message: string };

export default function PatrolImagePage() {
  const [routes, setRoutes] = useState<Road[]>([]);
  const [types, setTypes] = useState<DicEntry[]>([]);
  const [draft, setDraft] = useState<GalleryFilters>({});
  const [filters, setFilters] = useState<GalleryFilters>({});
  const [current, setCurrent] = useState(1);
  const [shown, setShown] = useState<Shown>({ status: 'loading' });

  useEffect(() => {
    roads().then(setRoutes, () => setRoutes([]));
    dictionaries(['disease_type']).then(setTypes, () => setTypes([]));
  }, []);

  useEffect(() => {
    let live = true;
    setShown({ status: 'loading' });
    listDiseases(galleryQuery(filters, current)).then(
      (page) =>
        live &&
        setShown({ status: 'ready', rows: page.records.filter((row) => row.picUrl), total: page.total }),
      (error: unknown) => live && setShown({ status: 'error', message: failureText(TEXTS.failed, error) }),
    );
    return () => {
      live = false;
    };
  }, [filters, current]);

  const search = (next: GalleryFilters) => {
    setFilters(next);
    setCurrent(1);
  };

  return (
    <div className="jt-page jt-patrol-images">
      <section className="jt-card" aria-label={TEXTS.title}>
        <div className="jt-patrol-images__filters">
          <Select
            placeholder={TEXTS.route}
            aria-label={TEXTS.route}
            showClear
            filter
            value={draft.routeName}
            onChange={(value) =>
              setDraft({ ...draft, routeName: (value as string | undefined) || undefined })
            }
            optionList={routes.map((road) => ({ label: road.routeName, value: road.routeName }))}
            style={{ width: 220 }}
            data-gallery-filter="routeName"
          />
          <DatePicker
            type="dateRange"
            placeholder={[TEXTS.days, TEXTS.days]}
            value={draft.days ? [...draft.days] : undefined}
            onChange={(value) => {
              const [from, to] = Array.isArray(value) ? value : [];
              setDraft({
                ...draft,
                days: from && to ? [dayText(from as Date | string), dayText(to as Date | string)] : undefined,
              });
            }}
            style={{ width: 280 }}
          />
          <Select
            placeholder={TEXTS.type}
            aria-label={TEXTS.type}
            showClear
            value={draft.diseaseTypeName}
            onChange={(value) =>
              setDraft({ ...draft, diseaseTypeName: (value as string | undefined) || undefined })
            }
            optionList={types
              .filter((entry) => entry.key === 'disease_type')
              .map((entry) => ({ label: entry.label, value: entry.label }))}
            style={{ width: 160 }}
            data-gallery-filter="diseaseTypeName"
          />
          <Button theme="solid" type="primary" onClick={() => search(draft)}>
            {TEXTS.search}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              search({});
            }}
          >
            {TEXTS.reset}
          </Button>
        </div>
        {shown.status === 'loading' && <Spin />}
        {shown.status === 'error' && (
          <p className="jt-patrols__failure" role="alert">
            {shown.message}
          </p>
        )}
        {shown.status === 'ready' &&
          (shown.rows.length === 0 ? (
            <Empty description={TEXTS.empty} />
          ) : (
            <>
              <ImagePreview>
                <div className="jt-patrol-images__grid" data-status="ready" data-total={shown.total}>
                  {shown.rows.map((row) => (
                    <figure key={row.id} className="jt-patrol-images__item">
                      <Image
                        src={pictureUrl(row.picUrl) ?? undefined}
                        alt={caption(row)}
                        width={200}
                        height={140}
                      />
                      <figcaption>{caption(row)}</figcaption>
                    </figure>
                  ))}
                </div>
              </ImagePreview>
              <Pagination
                total={shown.total}
                pageSize={GALLERY_PAGE_SIZE}
                currentPage={current}
                onPageChange={setCurrent}
              />
            </>
          ))}
      </section>
    </div>
  );
}
