import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  stages: [
    { duration: '30s', target: 10 },
    { duration: '2m', target: 50 },
    { duration: '30s', target: 0 },
  ],
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<400'],
  },
};

export default function () {
  const res = http.get(`${BASE}/health`);
  check(res, { 'status 200': r => r.status === 200 });
  const list = http.get(`${BASE}/api/items?limit=20`);
  check(list, { 'items ok': r => r.status === 200 });
  sleep(1);
}
