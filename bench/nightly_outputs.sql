-- One md5 per output table in natural-key order: compares two copies of a database after the same nightly
-- (BENCHMARKS.md, issue 18, session 21, h46). Digest ids and run ids differ between runs and are left out.
select 'digests', count(*), md5(string_agg(concat_ws('|', project_id, level, period_start, content, chat_ids::text, memo_ids::text, inputs_hash), E'\n' order by project_id, level, period_start)) from memory_digests
union all select 'links', count(*), md5(string_agg(x, E'\n' order by x)) from (select concat_ws('|', l.src_kind, coalesce(ds.project_id||ds.level||ds.period_start::text, l.src_id), l.dst_kind, coalesce(dd.project_id||dd.level||dd.period_start::text, l.dst_id), l.relation_type, l.created_by, (l.metadata::jsonb - 'run_id')::text) x from memory_links l left join memory_digests ds on l.src_kind='digest' and ds.id=l.src_id left join memory_digests dd on l.dst_kind='digest' and dd.id=l.dst_id) q
union all select 'statuses', count(*), md5(string_agg(concat_ws('|', memo_id, status, canonical_memo_id, reason), E'\n' order by memo_id)) from memory_memo_status
union all select 'core', count(*), md5(string_agg(concat_ws('|', project_id, content, cited_ids::text, inputs_hash), E'\n' order by project_id)) from memory_core
union all select 'summaries', count(*), md5(string_agg(concat_ws('|', id, summary, summary_redacted), E'\n' order by id)) from chats;
