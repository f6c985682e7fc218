import { describe, expect, it } from 'vitest';
import {
  areaText,
  keptResults,
  levelText,
  picturesAhead,
  pictureWarning,
  uniqueName,
} from './recognition-rules';

describe('the pictures a user may upload', () => {
  it('takes jpg, jpeg and png of at most 2048 KB, 2 at most', () => {
    expect(pictureWarning({ name: 'a.jpg', size: 2048 * 1024 }, 0)).toBeNull();
    expect(pictureWarning({ name: 'a.JPEG', size: 10 }, 1)).toBeNull();
    expect(pictureWarning({ name: 'a.png', size: 10 }, 0)).toBeNull();
  });

  it('warns about another format', () => {
    expect(pictureWarning({ name: 'a.gif', size: 10 }, 0)).toBe('文件格式不正确，请上传jpg或png格式的图片！');
    expect(pictureWarning({ name: 'jpg', size: 10 }, 0)).toBe('文件格式不正确，请上传jpg或png格式的图片！');
  });

  it('warns about a picture over 2M', () => {
    expect(pictureWarning({ name: 'a.png', size: 2048 * 1024 + 1 }, 0)).toBe('文件过大，不能超过2M！');
  });

  it('warns about a third picture', () => {
    expect(pictureWarning({ name: 'a.png', size: 10 }, 2)).toBe('最多只能上传2张图片！');
  });
});

describe('the count of pictures ahead of one just picked', () => {
  const picked = [
    { uid: 'a', status: 'uploading' },
    { uid: 'b', status: 'wait' },
    { uid: 'c', status: 'wait' },
  ];

  it('refuses the third of three pictures picked together, not the first', () => {
    expect(
      picked.map((p) => pictureWarning({ name: 'p.png', size: 1 }, picturesAhead(picked, p.uid))),
    ).toEqual([null, null, '最多只能上传2张图片！']);
  });

  it('does not count refused or failed pictures', () => {
    const list = [
      { uid: 'x', status: 'validateFail' },
      { uid: 'a', status: 'success' },
      { uid: 'y', status: 'uploadFail' },
      { uid: 'b', status: 'wait' },
    ];
    expect(picturesAhead(list, 'b')).toBe(1);
  });

  it('counts the whole list for a picture not listed yet', () => {
    expect(picturesAhead(picked, 'z')).toBe(3);
  });
});

describe('upload names', () => {
  it('get a random unique suffix before the extension', () => {
    expect(uniqueName('路面.jpg', () => 'x1y2z3')).toBe('路面_x1y2z3.jpg');
    expect(uniqueName('a.b.png', () => 'k')).toBe('a.b_k.png');
    const one = uniqueName('a.jpg');
    expect(one).toMatch(/^a_[0-9a-z]{6}\.jpg$/);
    expect(uniqueName('a.jpg')).not.toBe(one);
  });
});

describe('recognition results', () => {
  const result = (diseaseName: string) => ({
    diseaseName,
    diseaseArea: 1,
    diseaseLevel: 1 as const,
    geoHash: '',
  });

  it('keep only potholes and cracks', () => {
    expect(
      keptResults([result('坑槽'), result('横向裂缝'), result('松散')]).map((r) => r.diseaseName),
    ).toEqual(['坑槽', '横向裂缝']);
  });

  it('read the level as slight, general, serious', () => {
    expect([1, 2, 3, 4].map(levelText)).toEqual(['轻微', '一般', '严重', '']);
  });

  it('give the area in ㎡ for potholes and m otherwise, 3 decimals', () => {
    expect(areaText('坑槽', 0.4816)).toBe('0.482㎡');
    expect(areaText('横向裂缝', 3.2)).toBe('3.200m');
    expect(areaText('坑槽', undefined)).toBe('');
  });
});
