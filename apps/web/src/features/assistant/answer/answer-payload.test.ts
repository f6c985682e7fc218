import { describe, expect, it } from 'vitest';
import { buttonLabels, cardOf, parsePayload } from './answer-payload';

const todo = {
  id: '1791705523109453826',
  diseaseId: '1791698874410188801',
  type: '坑槽',
  statusText: '待验收',
  roadName: 'G6 京藏高速',
  pile: 'K1234+500',
  unit: '北京市公路养护工程有限责任公司',
  collectTime: '2024-05-18 08:47:21',
};

describe('the payload block', () => {
  it('parses a JSON object and refuses anything else', () => {
    expect(parsePayload('{"ques":"今日巡查"}')).toEqual({ ques: '今日巡查' });
    expect(parsePayload('[1]')).toBeNull();
    expect(parsePayload('{"ques":')).toBeNull();
  });

  it('turns ques into dash-separated button labels', () => {
    expect(buttonLabels('今日巡查-当前待办-查看病害信息')).toEqual(['今日巡查', '当前待办', '查看病害信息']);
    expect(buttonLabels(' 当前待办 --')).toEqual(['当前待办']);
    expect(buttonLabels(undefined)).toEqual([]);
  });
});

describe('the card of a payload', () => {
  it('puts pending tasks on a to-do card with the data cut-off line', () => {
    // A row of the wrong shape, as a model may write it: the payload is parsed JSON.
    const { fields } = cardOf({
      daiban: [todo, { id: 1 } as never],
      end_time: '2024-05-18 10:00:00',
      ques: '今日巡查',
    });
    expect(fields.waitList).toEqual([todo]);
    expect(fields.endLine).toBe('数据截止：2024-05-18 10:00:00');
    expect(fields.btns).toEqual(['今日巡查']);
    expect(fields.btnType).toBe(4);
  });

  it('puts patrols on a patrol card with the report download', () => {
    const patrol = { id: 'p1', routeCode: 'G6', orgId: 'o1', startTime: '2024-05-18 08:30:00' };
    const { fields } = cardOf({ xuncha: [patrol] });
    expect(fields.checkList).toEqual([patrol]);
    expect(fields.download).toBe(true);
    expect(fields.btnType).toBe(2);
  });

  it('draws the track of the patrol a disease card names', () => {
    const disease = { diseaseId: 'd1', diseaseName: '坑槽' };
    const card = cardOf({ diseasePos: [disease], patrolId: 'p1' });
    expect(card.fields.diseaseList).toEqual([disease]);
    expect(card.trackOf).toBe('p1');
    expect(card.fields.id).toBe('p1');
    expect(card.fields.btnType).toBe(3);
  });

  it("shows the picture and sets pending for finishStatus 'doing' with a diseaseId", () => {
    const card = cardOf({ diseaseId: 'd1', finishStatus: 'doing', pic_url: 'kc.jpg' });
    expect(card.fields).toMatchObject({ diseaseId: 'd1', img: 'kc.jpg', status: 'pending', btnType: 5 });
    expect(card.summary).toBe(false);
  });

  it('does not set pending without a diseaseId', () => {
    expect(cardOf({ finishStatus: 'doing', pic_url: 'kc.jpg' }).fields.status).toBeUndefined();
  });

  it('makes a before/after card with steps and summary from zongjie', () => {
    const step = {
      stepName: '切割清底',
      stepTime: '2024-05-18 09:32:15',
      picBefore: 'a.jpg',
      picAfter: 'b.jpg',
    };
    const card = cardOf({
      diseaseId: 'd1',
      finishStatus: 'done',
      pic_url: 'before.jpg',
      zongjie: { content: '修补后路面平整密实', pic: 'after.jpg', steps: [step, { stepName: 1 } as never] },
    });
    expect(card.summary).toBe(true);
    expect(card.fields).toMatchObject({
      diseaseId: 'd1',
      img: 'before.jpg',
      imgList: ['before.jpg', 'after.jpg'],
      content2: '修补后路面平整密实',
      diseaseLife: [step],
      download: true,
      btnType: 5,
    });
  });

  it('ignores parts of the wrong shape', () => {
    const { fields } = cardOf({ daiban: 'x', ques: 3, end_time: 5 } as never);
    expect(fields.waitList).toBeUndefined();
    expect(fields.btns).toBeUndefined();
    expect(fields.endLine).toBeUndefined();
  });
});
