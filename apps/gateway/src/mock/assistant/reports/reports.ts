// The assistant's three spreadsheet downloads, built from the world and streamed row by row:
// the patrol's record (roadDailyReport.xlsx: the patrol, the diseases it found, its track), the
// acceptance report of a work order (ysReport.xlsx: the order, its construction steps with their
// pictures, its history) and the disease list of a patrol (downExcel).

import { formatTime } from '@jt/mocks/world/time';
import type ExcelJS from 'exceljs';
import type { DiseaseRow } from '../../world/diseases';
import type { PatrolRow, TrackPoint } from '../../world/patrols';
import type { WorkOrderDetail } from '../../world/work-orders';
import { type StreamedWorkbook, styleHeader, titleRow } from './xlsx-stream';

const amount = (row: Pick<DiseaseRow, 'diseaseArea' | 'areaUnit'>) =>
  `${row.diseaseArea.toFixed(3)}${row.areaUnit}`;

function infoRows(
  sheet: ExcelJS.Worksheet,
  pairs: ReadonlyArray<readonly [string, string | number | null]>,
): void {
  for (const [label, value] of pairs) {
    const row = sheet.addRow([label, value ?? '—']);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  sheet.addRow([]).commit();
}

async function table(
  book: StreamedWorkbook,
  sheet: ExcelJS.Worksheet,
  header: readonly string[],
  rows: Iterable<ReadonlyArray<string | number | ExcelJS.CellHyperlinkValue | null>>,
): Promise<void> {
  const head = sheet.addRow([...header]);
  styleHeader(head);
  head.commit();
  for (const values of rows) {
    sheet.addRow([...values]).commit();
    await book.rowWritten();
  }
}

/** The diseases of a patrol, one row each (the patrol's record and the disease list). */
function diseaseTable(
  book: StreamedWorkbook,
  sheet: ExcelJS.Worksheet,
  diseases: readonly DiseaseRow[],
): Promise<void> {
  return table(
    book,
    sheet,
    [
      '序号',
      '病害编号',
      '类型',
      '名称',
      '路线',
      '桩号',
      '方向',
      '车道',
      '面积/长度',
      '程度',
      '发现时间',
      '处置状态',
      '经度',
      '纬度',
    ],
    diseases.map((d, i) => [
      i + 1,
      d.diseaseCode,
      d.diseaseTypeName,
      d.diseaseName,
      d.routeName,
      d.stakeNo,
      d.directionName,
      d.laneName,
      amount(d),
      d.diseaseLevelName,
      d.reportTime,
      d.processStatusName,
      d.lon,
      d.lat,
    ]),
  );
}

/** roadDailyReport.xlsx: the patrol's record, the diseases it found, its GPS track. */
export async function writePatrolReport(
  book: StreamedWorkbook,
  patrol: PatrolRow,
  diseases: readonly DiseaseRow[],
  track: readonly TrackPoint[],
  nowMs: number,
): Promise<void> {
  const record = book.workbook.addWorksheet('巡查记录', { views: [{ state: 'frozen', ySplit: 1 }] });
  record.columns = [8, 18, 10, 12, 18, 14, 8, 10, 12, 8, 20, 12, 12, 12].map((width) => ({ width }));
  titleRow(record, `道路巡查日报（${patrol.routeName}）`, 14);
  infoRows(record, [
    ['巡查编号', patrol.patrolCode],
    ['巡查类型', patrol.patrolTypeName],
    ['路线', patrol.routeName],
    ['巡查范围', `${patrol.startStakeNo} — ${patrol.endStakeNo}`],
    ['巡查单位', patrol.orgName],
    ['巡查人员', patrol.inspectorName],
    ['巡查车辆', patrol.vehiclePlate],
    ['开始时间', patrol.startTime],
    ['结束时间', patrol.endTime ?? '巡查中'],
    ['巡查里程（km）', patrol.mileage],
    ['发现病害（处）', diseases.length],
    ['数据截止', formatTime(nowMs)],
  ]);
  await diseaseTable(book, record, diseases);
  record.commit();

  const points = book.workbook.addWorksheet('巡查轨迹', { views: [{ state: 'frozen', ySplit: 1 }] });
  points.columns = [10, 20, 14, 14, 12].map((width) => ({ width }));
  await table(
    book,
    points,
    ['序号', '定位时间', '经度', '纬度', '速度（km/h）'],
    (function* () {
      for (let i = 0; i < track.length; i++) {
        const p = track[i] as TrackPoint;
        yield [i + 1, p.time, p.lon, p.lat, p.speed];
      }
    })(),
  );
  points.commit();
}

/** ysReport.xlsx: the work order's acceptance report. */
export async function writeAcceptanceReport(
  book: StreamedWorkbook,
  order: WorkOrderDetail,
  disease: DiseaseRow | undefined,
  mediaBaseUrl: string,
  nowMs: number,
): Promise<void> {
  const sheet = book.workbook.addWorksheet('施工报告');
  sheet.columns = [8, 18, 20, 34, 34].map((width) => ({ width }));
  titleRow(sheet, '病害处置施工报告', 5);
  infoRows(sheet, [
    ['工单编号', order.orderCode],
    ['病害编号', order.diseaseCode],
    ['病害名称', order.diseaseName],
    ['路线', order.routeName],
    ['桩号', `${order.stakeNo}（${order.directionName}）`],
    ['面积/长度', amount(order)],
    ['程度', order.diseaseLevelName],
    ['上报时间', disease?.reportTime ?? order.createTime],
    ['养护单位', order.maintainUnit],
    ['派单时间', order.dispatchTime],
    ['要求完成时间', order.deadline],
    ['开工时间', order.repairStartTime],
    ['完工提交时间', order.submitTime],
    ['工单状态', order.statusName],
    ['验收人', order.acceptorName],
    ['验收时间', order.acceptTime],
    ['验收意见', order.acceptOpinion],
    ['报表生成时间', formatTime(nowMs)],
  ]);
  const picture = (key: string) => ({ text: key, hyperlink: `${mediaBaseUrl}${key}` });
  await table(
    book,
    sheet,
    ['序号', '施工步骤', '时间', '施工前照片', '施工后照片'],
    order.workStepVoList.map((step, i) => [
      i + 1,
      step.stepName,
      step.stepTime,
      picture(step.picBefore),
      picture(step.picAfter),
    ]),
  );
  sheet.addRow([]).commit();
  await table(
    book,
    sheet,
    ['序号', '时间', '状态', '操作人', '说明'],
    order.history.map((entry, i) => [i + 1, entry.time, entry.statusName, entry.operator, entry.remark]),
  );
  sheet.commit();
}

/** downExcel: the diseases a patrol found, one row each. */
export async function writeDiseaseList(
  book: StreamedWorkbook,
  patrol: PatrolRow,
  diseases: readonly DiseaseRow[],
): Promise<void> {
  const sheet = book.workbook.addWorksheet('病害清单', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [8, 18, 10, 12, 18, 14, 8, 10, 12, 8, 20, 12, 12, 12].map((width) => ({ width }));
  titleRow(sheet, `病害清单（${patrol.patrolCode} ${patrol.routeName}）`, 14);
  await diseaseTable(book, sheet, diseases);
  sheet.commit();
}
