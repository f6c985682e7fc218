// The mock's weather: a deterministic function of the district and the day, shaped like Nanjing's
// seasons (coldest mid-January around 3 °C, hottest late July around 29 °C), so the same day
// answers the same weather and tests can pin it.

const SKIES = ['晴', '多云', '阴', '小雨', '晴', '多云', '中雨', '晴'] as const;
const WINDS = ['东风', '东南风', '南风', '西南风', '西风', '西北风', '北风', '东北风'] as const;
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const dateText = (day: Date) => day.toISOString().slice(0, 10);

function dayWeather(code: string, day: Date) {
  const start = Date.UTC(day.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((day.getTime() - start) / 86_400_000);
  const seasonal = 16 - 13 * Math.cos(((dayOfYear - 15) / 365) * 2 * Math.PI);
  const h = hash(`${code}:${dateText(day)}`);
  const sky = SKIES[h % SKIES.length] ?? '晴';
  const high = Math.round(seasonal + 4 + (h % 5) - 2);
  const low = high - 6 - ((h >> 3) % 4);
  return {
    sky,
    high,
    low,
    wind: WINDS[(h >> 5) % WINDS.length] ?? '东风',
    windClass: `${1 + ((h >> 8) % 4)}级`,
  };
}

export function weatherAnswer(code: string, province: string, city: string, name: string, now: Date) {
  const today = dayWeather(code, now);
  const hour = now.getUTCHours() + 8;
  // Warmest at 14:00 Beijing time.
  const temp = Math.round(
    today.low + ((today.high - today.low) * (1 + Math.cos(((hour - 14) / 24) * 2 * Math.PI))) / 2,
  );
  const forecasts = Array.from({ length: 5 }, (_, i) => {
    const day = new Date(now.getTime() + i * 86_400_000);
    const weather = dayWeather(code, day);
    return {
      text_day: weather.sky,
      text_night: weather.sky === '晴' ? '晴' : '多云',
      high: weather.high,
      low: weather.low,
      wc_day: weather.windClass,
      wd_day: weather.wind,
      wc_night: '<3级',
      wd_night: weather.wind,
      date: dateText(day),
      week: WEEKDAYS[day.getUTCDay()] ?? '',
    };
  });
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 12);
  return {
    status: 0,
    message: 'success',
    result: {
      location: { country: '中国', province, city, name: name.replace(/区$/, ''), id: code },
      now: {
        text: today.sky,
        temp,
        feels_like: temp - 1,
        rh: 40 + (hash(code + stamp.slice(0, 8)) % 45),
        wind_class: today.windClass,
        wind_dir: today.wind,
        uptime: `${stamp}00`,
      },
      forecasts,
    },
  };
}
