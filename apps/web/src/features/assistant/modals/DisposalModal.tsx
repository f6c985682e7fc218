// The disposal-process modal (seed 001 §2): the disease's construction steps on a timeline with
// their pictures, the acceptance opinion (at most 200 characters) and pass (4) / fail (5). An
// order the assistant opens while it waits for acceptance is marked opened first (99).
import Button from '@douyinfe/semi-ui/lib/es/button';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/client';
import { mediaUrl } from '../../../lib/media/url-policy';
import { showMessage } from '../../../lib/messages/popup-message';
import { useAssistant } from '../assistant-context';
import type { DiseaseDetail } from '../assistant-types';
import type { DisposalSubject } from '../chat/assistant-engine';
import { useWindowActions } from '../chat/window-actions';
import { ASSISTANT_MODAL_Z, OPINION_MAX_LENGTH } from '../constants';
import { AssistantText } from '../texts';
import { type Decision, decide, loadDisposal } from './disposal-calls';

export function DisposalModal({ subject }: { subject: DisposalSubject }) {
  const { engine, urlPolicy } = useAssistant();
  const { openImages } = useWindowActions();
  const [detail, setDetail] = useState<DiseaseDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [opinion, setOpinion] = useState('');
  const [sending, setSending] = useState<Decision | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    let live = true;
    loadDisposal(api, subject.diseaseId).then(
      (loaded) => live && setDetail(loaded),
      () => live && setFailed(true),
    );
    // Seed §4: 99 when the assistant opens a reported order (once per opening).
    if (subject.reported && !opened.current) {
      opened.current = true;
      void decide(api, subject.orderId, 99, new Date()).then((reason) => {
        if (reason === null) engine.decided(subject.orderId, '验收中');
      });
    }
    return () => {
      live = false;
    };
  }, [subject, engine]);

  const send = async (decision: 4 | 5) => {
    setSending(decision);
    const reason = await decide(api, subject.orderId, decision, new Date(), opinion.trim()).catch(() => '');
    setSending(null);
    if (reason === null) {
      const text = decision === 4 ? AssistantText.passed : AssistantText.failed;
      showMessage(text, { type: 'success' });
      engine.decided(subject.orderId, text);
      engine.closeDisposal();
    } else if (reason !== '') showMessage(reason);
  };

  const policy = urlPolicy();
  const steps = detail?.workStepVoList ?? [];
  return (
    <Modal
      visible
      zIndex={ASSISTANT_MODAL_Z}
      title={`${AssistantText.disposalTitle}${subject.title ? ` · ${subject.title}` : ''}`}
      onCancel={() => engine.closeDisposal()}
      width={720}
      footer={
        <div className="jt-assistant-disposal__footer">
          <Button
            type="danger"
            loading={sending === 5}
            disabled={sending !== null || !detail}
            onClick={() => void send(5)}
          >
            {AssistantText.fail}
          </Button>
          <Button
            type="primary"
            theme="solid"
            loading={sending === 4}
            disabled={sending !== null || !detail}
            onClick={() => void send(4)}
          >
            {AssistantText.pass}
          </Button>
        </div>
      }
      className="jt-assistant-disposal"
    >
      {!detail && !failed ? <Spin /> : null}
      {failed ? <div className="jt-assistant-disposal__failed">{AssistantText.unknownError}</div> : null}
      {detail ? (
        <>
          <p className="jt-assistant-disposal__words">{detail.ktWords}</p>
          {steps.length === 0 ? (
            <p className="jt-assistant-disposal__empty">{AssistantText.noSteps}</p>
          ) : (
            <Timeline className="jt-assistant-disposal__timeline">
              {steps.map((step) => {
                const pictures = [step.picBefore, step.picAfter]
                  .map((key, i) => ({
                    src: key ? mediaUrl(key, policy) : null,
                    title: `${step.stepName} ${[AssistantText.before, AssistantText.after][i]}`,
                  }))
                  .filter((p): p is { src: string; title: string } => p.src !== null);
                return (
                  <Timeline.Item
                    key={`${step.stepName}-${step.stepTime}`}
                    time={step.stepTime}
                    type="success"
                  >
                    <div className="jt-assistant-disposal__step">{step.stepName}</div>
                    <div className="jt-assistant-disposal__pictures">
                      {pictures.map((p, i) => (
                        <button
                          key={p.src}
                          type="button"
                          className="jt-assistant-thumb"
                          onClick={() => openImages(pictures, i)}
                          aria-label={`查看${p.title}`}
                        >
                          <img src={p.src} alt={p.title} loading="lazy" />
                        </button>
                      ))}
                    </div>
                  </Timeline.Item>
                );
              })}
            </Timeline>
          )}
          <p className="jt-assistant-disposal__words">{detail.jsWords}</p>
          <label className="jt-assistant-disposal__label" htmlFor="jt-assistant-opinion">
            {AssistantText.opinion}
          </label>
          <TextArea
            id="jt-assistant-opinion"
            value={opinion}
            onChange={(value) => setOpinion(value)}
            maxCount={OPINION_MAX_LENGTH}
            maxLength={OPINION_MAX_LENGTH}
            rows={3}
            placeholder={AssistantText.opinionPlaceholder}
          />
        </>
      ) : null}
    </Modal>
  );
}
