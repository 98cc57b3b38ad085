// The reference-list API against a real PostgreSQL with the seeded Assam data.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { ASSAM_DISTRICTS } from '@/prisma/seed-data/assam-districts';
import { GET as getDistricts } from '@/app/api/v1/getalldistricts/route';
import { GET as getAllStations } from '@/app/api/v1/get-all-policestations/route';
import { GET as getStations } from '@/app/api/v1/get-all-policestations/[districtId]/route';
import { GET as getCategories } from '@/app/api/v1/get-all-categories/route';
import { GET as getStreams } from '@/app/api/v1/get-all-streams/route';
import { POST as getCourses } from '@/app/api/v1/get-course-by-category/route';
import { GET as getVerified } from '@/app/api/v1/get-all-verified-institutions/route';
import { testDb } from '../helpers/db';
import { makeInstitution } from '../factories';

const api = apiClient();
type Named = { id: number; name: string };

describe('GET /api/v1/getalldistricts', () => {
  it('lists every district of Assam', async () => {
    const res = await api.call(getDistricts);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const names = (res.body.districts as Named[]).map((d) => d.name).sort();
    expect(names).toEqual(ASSAM_DISTRICTS.map((d) => d.name).sort());
    expect(names).toHaveLength(35);
    expect(res.headers.get('cache-control')).toContain('max-age');
  });
});

describe('GET /api/v1/get-all-policestations', () => {
  it('returns only the stations of the given district', async () => {
    const districts = (await api.call(getDistricts)).body.districts as Named[];
    const kamrupMetro = districts.find((d) => d.name === 'Kamrup Metropolitan')!;
    const res = await api.call(getStations, { params: { districtId: String(kamrupMetro.id) } });
    expect(res.status).toBe(200);
    const stations = res.body.police_stations as { name: string; district_id: number }[];
    const expected = ASSAM_DISTRICTS.find((d) => d.name === 'Kamrup Metropolitan')!.policeStations;
    expect(stations.map((s) => s.name).sort()).toEqual([...expected].sort());
    expect(new Set(stations.map((s) => s.district_id))).toEqual(new Set([kamrupMetro.id]));
  });

  it('returns every station for district 0 and without an id', async () => {
    const total = ASSAM_DISTRICTS.reduce((n, d) => n + d.policeStations.length, 0);
    const zero = await api.call(getStations, { params: { districtId: '0' } });
    expect((zero.body.police_stations as unknown[]).length).toBe(total);
    const all = await api.call(getAllStations);
    expect((all.body.police_stations as unknown[]).length).toBe(total);
  });

  it('answers a non-numeric id with 400 and a message', async () => {
    const res = await api.call(getStations, { params: { districtId: 'abc' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'The id must be a whole number.' });
  });

  it('returns an empty list for a district that does not exist', async () => {
    const res = await api.call(getStations, { params: { districtId: '999999' } });
    expect(res.body).toEqual({ success: true, police_stations: [] });
  });
});

describe('categories, streams and courses', () => {
  it('lists categories including Graduation and Post-Graduation, and streams', async () => {
    const categories = (await api.call(getCategories)).body.categories as Named[];
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Graduation', 'Post-Graduation', 'Higher Secondary']));
    const streams = await api.call(getStreams);
    expect(streams.body.success).toBe(true);
    expect((streams.body.streams as Named[]).map((s) => s.name)).toEqual(expect.arrayContaining(['Arts', 'Science', 'Commerce']));
  });

  it('returns the courses of a category and stream, and an empty list where none exist', async () => {
    const categories = (await api.call(getCategories)).body.categories as Named[];
    const streams = (await api.call(getStreams)).body.streams as Named[];
    const id = (list: Named[], name: string) => list.find((x) => x.name === name)!.id;
    const ba = await api.call(getCourses, { json: { category_id: id(categories, 'Graduation'), stream_id: id(streams, 'Arts') } });
    expect(ba.status).toBe(200);
    expect((ba.body.courses as Named[]).map((c) => c.name)).toContain('BA');
    const ma = await api.call(getCourses, { json: { category_id: String(id(categories, 'Post-Graduation')), stream_id: String(id(streams, 'Arts')) } });
    expect((ma.body.courses as Named[]).map((c) => c.name)).toContain('MA');
    const none = await api.call(getCourses, { json: { category_id: id(categories, 'Higher Secondary'), stream_id: id(streams, 'Arts') } });
    expect(none.body).toEqual({ success: true, courses: [] });
  });

  it('answers a missing or malformed field with 400', async () => {
    const missing = await api.call(getCourses, { json: { category_id: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: 'stream_id is required.', errors: { stream_id: 'stream_id is required.' } });
    const bad = await api.call(getCourses, { json: { category_id: 'x', stream_id: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('category_id must be a whole number.');
    const notJson = await api.call(getCourses, { body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('The request body must be JSON.');
  });
});

describe('GET /api/v1/get-all-verified-institutions', () => {
  it('lists approved institutions only, and shows an approval at once', async () => {
    const pending = await makeInstitution({ status: 'pending' });
    const approved = await makeInstitution({ status: 'approved' });
    let list = (await api.call(getVerified)).body.institutions as { id: number }[];
    expect(list.map((i) => i.id)).toContain(approved.id);
    expect(list.map((i) => i.id)).not.toContain(pending.id);
    expect(list.find((i) => i.id === approved.id)).toEqual({
      id: approved.id,
      name: approved.name,
      district_id: approved.districtId,
      police_station_id: approved.policeStationId,
      institution_full_address: approved.fullAddress,
      institution_pin_code: approved.pinCode,
    });
    await testDb().institution.update({ where: { id: pending.id }, data: { status: 'approved' } });
    list = (await api.call(getVerified)).body.institutions as { id: number }[];
    expect(list.map((i) => i.id)).toContain(pending.id);
  });
});
