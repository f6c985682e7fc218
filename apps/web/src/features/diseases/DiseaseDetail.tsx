// The detail drawer of a disease: its entry, its picture, its disposal steps with their
// pictures (processListByDiseaseId, seed 001 §3 "process step: stepName, stepTime, picBefore,
// picAfter") and the patrol's track that found it (TrackMap, getGisById).
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import Image from '@douyinfe/semi-ui/lib/es/image';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import { useEffect, useState } from 'react';
import { pictureUrl } from '../../lib/media/picture-url';
import { LEVEL_COLORS, TrackMap } from '../../ui/map';
import { failureText } from '../../ui/table';
import { type Disease, type DiseaseDetail as Disposal, getDisease, processSteps } from './disease-calls';
import { DISEASE_TEXTS } from './disease-texts';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

function useLoaded<T>(id: string | null, load: (id: string) => Promise<T>, failed: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { id: string | null }>({ status: 'loading', id });
  useEffect(() => {
    if (!id) return;
    let live = true;
    load(id)
      .then((value) => live && setState({ status: 'ready', value, id }))
      .catch(
        (error: unknown) => live && setState({ status: 'error', message: failureText(failed, error), id }),
      );
    return () => {
      live = false;
    };
  }, [id, load, failed]);
  return state.id === id ? state : { status: 'loading' };
}

function Picture({ objectKey, title }: { objectKey: string | null | undefined; title: string }) {
  const src = pictureUrl(objectKey);
  if (!src) return <span className="jt-diseases__muted">{DISEASE_TEXTS.noPicture}</span>;
  return <Image src={src} alt={title} width={160} height={110} className="jt-diseases__picture" />;
}

function Entry({ disease }: { disease: Disease }) {
  const data = [
    { key: '病害编号', value: disease.diseaseCode },
    { key: '病害类型', value: `${disease.diseaseTypeName}（${disease.diseaseName}）` },
    { key: '病害等级', value: disease.diseaseLevelName },
    { key: '路线', value: disease.routeName },
    { key: '桩号', value: `${disease.stakeNo} ${disease.directionName}` },
    { key: '面积/长度', value: `${disease.diseaseArea.toFixed(3)}${disease.areaUnit}` },
    { key: '上报时间', value: disease.reportTime },
    { key: '处置状态', value: disease.processStatusName },
    { key: '巡查人员', value: disease.inspectorName ?? '—' },
    { key: '备注', value: disease.remark || '—' },
  ];
  return <Descriptions data={data} row size="small" className="jt-diseases__entry" />;
}

function Steps({ id }: { id: string }) {
  const state = useLoaded<Disposal>(id, processSteps, DISEASE_TEXTS.stepsFailed);
  if (state.status === 'loading') return <Spin />;
  if (state.status === 'error')
    return (
      <p className="jt-diseases__failure" role="alert">
        {state.message}
      </p>
    );
  const { ktWords, jsWords, workStepVoList } = state.value;
  return (
    <div data-process-steps>
      <p>{ktWords}</p>
      {workStepVoList.length === 0 ? (
        <p className="jt-diseases__muted">{DISEASE_TEXTS.noSteps}</p>
      ) : (
        <Timeline>
          {workStepVoList.map((step) => (
            <Timeline.Item key={`${step.stepName}-${step.stepTime}`} time={step.stepTime} type="success">
              <div className="jt-diseases__step-name">{step.stepName}</div>
              <div className="jt-diseases__pictures">
                <Picture objectKey={step.picBefore} title={`${step.stepName} ${DISEASE_TEXTS.before}`} />
                <Picture objectKey={step.picAfter} title={`${step.stepName} ${DISEASE_TEXTS.after}`} />
              </div>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <p>{jsWords}</p>
    </div>
  );
}

export function DiseaseDetail({ id, onClose }: { id: string | null; onClose(): void }) {
  const state = useLoaded<Disease>(id, getDisease, DISEASE_TEXTS.detailFailed);
  const disease = state.status === 'ready' ? state.value : null;
  return (
    <SideSheet
      title={disease ? `${DISEASE_TEXTS.detail} ${disease.diseaseCode}` : DISEASE_TEXTS.detail}
      visible={id !== null}
      onCancel={onClose}
      width={680}
      className="jt-diseases__detail"
    >
      {state.status === 'loading' && <Spin />}
      {state.status === 'error' && (
        <p className="jt-diseases__failure" role="alert">
          {state.message}
        </p>
      )}
      {disease && (
        <div className="jt-diseases__detail-body">
          <Entry disease={disease} />
          <h3 className="jt-diseases__section">{DISEASE_TEXTS.picture}</h3>
          <Picture objectKey={disease.picUrl} title={disease.diseaseName} />
          <h3 className="jt-diseases__section">{DISEASE_TEXTS.steps}</h3>
          <Steps id={disease.id} />
          <h3 className="jt-diseases__section">{DISEASE_TEXTS.track}</h3>
          {disease.patrolId ? (
            <div data-disease-track>
              <TrackMap
                patrolId={disease.patrolId}
                height={300}
                diseases={[
                  {
                    id: disease.id,
                    position: [disease.lon, disease.lat],
                    title: `${disease.diseaseName} ${disease.stakeNo}`,
                    color: LEVEL_COLORS[String(disease.diseaseLevel)],
                  },
                ]}
              />
            </div>
          ) : (
            <p className="jt-diseases__muted">{DISEASE_TEXTS.noTrack}</p>
          )}
        </div>
      )}
    </SideSheet>
  );
}
