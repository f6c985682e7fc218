import { describe, expect, it } from 'vitest';
import { routeFacts, routeFormValues, routePayload, speedAllowed } from './route-rules';

describe('a route’s sheet', () => {
  it('tells its stakes, length, lanes, grade, speed, pavement, year, office and carriageways', () => {
    const facts = routeFacts({
      routeCode: 'G42',
      routeName: 'G42 沪蓉高速',
      name: '上海—成都高速公路',
      aliases: [],
      startStakeM: 240000,
      endStakeM: 300500,
      startStakeNo: 'K240+000',
      endStakeNo: 'K300+500',
      lengthKm: 60.5,
      lanes: 4,
      laneText: '双向八车道',
      technicalGrade: '高速公路',
      designSpeedKmh: 120,
      pavement: '沥青混凝土',
      openedYear: 1996,
      officeId: '301',
      officeName: '沪宁高速南京管理处',
      directions: [
        { code: '1', name: '上行', towards: '上海' },
        { code: '2', name: '下行', towards: '成都' },
      ],
      places: [],
    });
    expect(facts.map(({ key, value }) => `${key}:${value}`)).toEqual([
      '路线编码:G42',
      '路线全称:上海—成都高速公路',
      '起止桩号:K240+000 ～ K300+500',
      '里程:60.500 km',
      '车道:双向八车道',
      '技术等级:高速公路',
      '设计速度:120 km/h',
      '路面:沥青混凝土',
      '通车年份:1996',
      '管理处:沪宁高速南京管理处',
      '上行:往上海',
      '下行:往成都',
    ]);
  });
});

describe('editing a route (编辑路线)', () => {
  it('opens the form with the route’s editable facts', () => {
    expect(
      routeFormValues({
        routeCode: 'G42',
        routeName: 'G42 沪蓉高速',
        name: '沪蓉高速',
        startStakeNo: 'K252+300',
        endStakeNo: 'K296+365',
        lengthKm: 44.065,
        lanes: 4,
        technicalGrade: '高速公路',
        designSpeedKmh: 120,
        pavement: '沥青混凝土',
        officeId: '20110',
        officeName: '沪宁高速南京管理处',
        directions: [],
      }),
    ).toEqual({
      name: '沪蓉高速',
      lanes: 4,
      technicalGrade: '高速公路',
      designSpeedKmh: 120,
      pavement: '沥青混凝土',
      officeId: '20110',
    });
  });

  it('sends the name trimmed and the numbers as numbers', () => {
    expect(
      routePayload({
        name: ' 沪宁高速 ',
        lanes: 3,
        technicalGrade: '一级公路',
        designSpeedKmh: 100,
        pavement: '水泥混凝土',
        officeId: '20110',
      }),
    ).toEqual({
      name: '沪宁高速',
      lanes: 3,
      technicalGrade: '一级公路',
      designSpeedKmh: 100,
      pavement: '水泥混凝土',
      officeId: '20110',
    });
  });

  it('takes a design speed of 20 to 120 km/h in tens, as the gateway does', () => {
    expect([20, 80, 120].map(speedAllowed)).toEqual([true, true, true]);
    expect([10, 85, 130, 100.5, '100', undefined].map(speedAllowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
