-- Read-only keyspace sampler for redis-cli --eval.
-- ARGV[1] = SCAN cursor (start with 0), ARGV[2] = COUNT per call.
-- Returns: { next_cursor, { prefix, count, bytes, no_ttl, types }... , bigkeys... }

local cursor = ARGV[1] or "0"
local count = tonumber(ARGV[2] or "500")
local BIG = 10 * 1024 * 1024

local reply = redis.call("SCAN", cursor, "COUNT", count)
local next_cursor = reply[1]
local keys = reply[2]

local stats = {}
local order = {}
local big = {}

for _, key in ipairs(keys) do
  local prefix = string.match(key, "^([^:]+):") or "(no prefix)"
  local s = stats[prefix]
  if not s then
    s = { count = 0, bytes = 0, no_ttl = 0, types = {} }
    stats[prefix] = s
    table.insert(order, prefix)
  end
  s.count = s.count + 1

  local ktype = redis.call("TYPE", key)["ok"]
  s.types[ktype] = true

  local ttl = redis.call("TTL", key)
  if ttl == -1 then
    s.no_ttl = s.no_ttl + 1
  end

  local ok, bytes = pcall(redis.call, "MEMORY", "USAGE", key, "SAMPLES", "5")
  if ok and bytes then
    s.bytes = s.bytes + bytes
    if bytes > BIG then
      table.insert(big, key .. " " .. tostring(bytes))
    end
  end
end

table.sort(order, function(a, b) return stats[a].bytes > stats[b].bytes end)

local out = { next_cursor }
for _, prefix in ipairs(order) do
  local s = stats[prefix]
  local types = {}
  for t in pairs(s.types) do table.insert(types, t) end
  table.sort(types)
  table.insert(out, string.format("%-30s %6d %12d %6d  %s", prefix, s.count, s.bytes, s.no_ttl, table.concat(types, ",")))
end
for _, b in ipairs(big) do
  table.insert(out, "BIG " .. b)
end
return out
