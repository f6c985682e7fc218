// The assistant's spreadsheet downloads: real .xlsx workbooks built from the world and streamed,
// with the Chinese file name in Content-Disposition (RFC 5987), read back here with exceljs.

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORLD_START_MS, type WorldGateway, worldGateway } from './support/world';

let t: WorldGateway;
let tenantId: string;
beforeAll(async () => {
  t = await worldGateway(18);
  const me = await t.app.inject({
    method: 'POST',
    url: '/api/component/user/getCurrentUserDetail',
    headers: { authorization: t.token },
  });
  tenantId = String(me.json().data.tenantId);
}, WORLD_START_MS);
afterAll(async () => {
  await t.app.close();
});

const download = (call: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/administration/${call}?${new URLSearchParams({ tenantId, ...query })}`,
    headers: { authorization: t.token },
  });

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const encoded = (text: string) => encodeURIComponent(text);

describe('the patrol spreadsheet (roadDailyReport.xlsx)', () => {
  it("holds the patrol's record, every disease it found and every point of its track", async () => {
    const patrol = t.world.patrols.today().find((p) => p.status === '3' && p.diseaseCount > 0);
    if (!patrol) throw new Error('no finished patrol with diseases today');
    const response = await download('weeklyInspectionRecordReportLoad', {
      id: patrol.id,
      fileName: 'roadDailyReport.xlsx',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=roadDailyReport.xlsx; filename*=UTF-8''${encoded(`巡查记录_${patrol.patrolCode}.xlsx`)}`,
    );
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['巡查记录', '巡查轨迹']);
    const record = workbook.getWorksheet('巡查记录') as ExcelJS.Worksheet;
    expect(record.getCell('A1').value).toBe(`道路巡查日报（${patrol.routeName}）`);
    const texts = record.getSheetValues().flat().map(String);
    expect(texts).toContain(patrol.patrolCode);
    const diseases = t.world.diseases.ofPatrol(patrol.id);
    for (const disease of diseases) expect(texts).toContain(disease.diseaseCode);
    const track = t.world.patrols.track(patrol.id) ?? [];
    const points = workbook.getWorksheet('巡查轨迹') as ExcelJS.Worksheet;
    expect(points.rowCount).toBe(track.length + 1);
    expect(points.getRow(2).values).toEqual([
      undefined,
      1,
      track[0]?.time,
      track[0]?.lon,
      track[0]?.lat,
      track[0]?.speed,
    ]);
  });

  it('streams the 10,000-point bench patrol as 10,000 track rows', async () => {
    const response = await download('weeklyInspectionRecordReportLoad', {
      id: 'bench-track-10000',
      fileName: 'roadDailyReport.xlsx',
    });
    expect(response.statusCode).toBe(200);
    const points = (await workbookOf(response.rawPayload)).getWorksheet('巡查轨迹') as ExcelJS.Worksheet;
    expect(points.rowCount).toBe(10_001);
  });
});

describe('the acceptance report (ysReport.xlsx)', () => {
  it('holds the order, its construction steps with links to their pictures and its history', async () => {
    const order = t.world.workOrders
      .rows()
      .flatMap((o) => (o.status === 4 ? [t.world.workOrders.get(o.id)] : []))
      .find((o) => o !== undefined && o.workStepVoList.length > 0);
    if (!order) throw new Error('no accepted order');
    const response = await download('ysReportLoad', { id: order.id, fileName: 'ysReport.xlsx' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=ysReport.xlsx; filename*=UTF-8''${encoded(`施工报告_${order.orderCode}.xlsx`)}`,
    );
    const sheet = (await workbookOf(response.rawPayload)).getWorksheet('施工报告') as ExcelJS.Worksheet;
    const values = sheet.getSheetValues().flat();
    expect(values.map(String)).toContain(order.orderCode);
    expect(values.map(String)).toContain('验收通过');
    const links = values.filter(
      (v): v is ExcelJS.CellHyperlinkValue => typeof v === 'object' && v !== null && 'hyperlink' in v,
    );
    expect(links.map((l) => l.hyperlink)).toContain(`/media/${order.workStepVoList[0]?.picBefore}`);
    // The disease id finds its order too.
    expect(
      (await download('ysReportLoad', { id: order.diseaseId, fileName: 'ysReport.xlsx' })).statusCode,
    ).toBe(200);
  });
});

describe('the disease list (downExcel)', () => {
  it('lists the diseases a patrol found, one row each', async () => {
    const patrol = t.world.patrols.today().find((p) => p.diseaseCount > 1);
    if (!patrol) throw new Error('no patrol with diseases today');
    const response = await download('downExcel', { id: patrol.id, fileName: 'diseaseList.xlsx' });
    const sheet = (await workbookOf(response.rawPayload)).getWorksheet('病害清单') as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(2 + t.world.diseases.ofPatrol(patrol.id).length);
  });
});

describe('refused downloads', () => {
  it("answers 403 for another tenant's report, 404 for an unknown record, 400 for another template", async () => {
    const patrol = t.world.patrols.today()[0];
    if (!patrol) throw new Error('no patrol today');
    const other = await download('weeklyInspectionRecordReportLoad', {
      id: patrol.id,
      fileName: 'roadDailyReport.xlsx',
      tenantId: '9999',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ detail: '只能下载本租户的报表' });
    const unknown = await download('ysReportLoad', { id: '1', fileName: 'ysReport.xlsx' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'error.workOrder.notFound' });
    const template = await download('ysReportLoad', { id: patrol.id, fileName: 'roadDailyReport.xlsx' });
    expect(template.statusCode).toBe(400);
    expect((await download('downExcel', { id: patrol.id, fileName: '../x.xlsx' })).statusCode).toBe(400);
  });
});
