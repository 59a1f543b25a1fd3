-- convert.lua VALUE FROM TO
local factors = {
  length = { mm = 0.001, cm = 0.01, m = 1, km = 1000, ["in"] = 0.0254, ft = 0.3048, yd = 0.9144, mi = 1609.344, nmi = 1852 },
  mass = { mg = 1e-6, g = 0.001, kg = 1, t = 1000, oz = 0.028349523125, lb = 0.45359237, st = 6.35029318 },
  volume = { ml = 0.001, l = 1, tsp = 0.00492892159375, tbsp = 0.01478676478125, cup = 0.2365882365, floz = 0.0295735295625, gal = 3.785411784 },
  data = { bit = 0.125, B = 1, kB = 1e3, MB = 1e6, GB = 1e9, TB = 1e12, KiB = 1024, MiB = 1024 ^ 2, GiB = 1024 ^ 3, TiB = 1024 ^ 4, Mbit = 1.25e5, Gbit = 1.25e8 },
  speed = { ["m/s"] = 1, ["km/h"] = 1 / 3.6, mph = 0.44704, kn = 0.514444 },
  time = { ms = 0.001, s = 1, min = 60, h = 3600, d = 86400, wk = 604800 },
}

local function kind_of(u)
  for kind, t in pairs(factors) do
    if t[u] then return kind end
  end
end

local function to_kelvin(v, u)
  if u == "K" then return v elseif u == "C" then return v + 273.15 elseif u == "F" then return (v - 32) * 5 / 9 + 273.15 end
end

local function from_kelvin(k, u)
  if u == "K" then return k elseif u == "C" then return k - 273.15 elseif u == "F" then return (k - 273.15) * 9 / 5 + 32 end
end

local function fmt(x)
  local s = string.format("%.6g", x)
  return s
end

local v, from, to = tonumber(arg[1]), arg[2], arg[3]
if not (v and from and to) then
  io.stderr:write("usage: lua convert.lua VALUE FROM TO\n")
  os.exit(2)
end

local temps = { C = true, F = true, K = true }
local result
if temps[from] and temps[to] then
  result = from_kelvin(to_kelvin(v, from), to)
else
  local k1, k2 = kind_of(from), kind_of(to)
  if not k1 or not k2 then
    io.stderr:write("unknown unit: " .. (k1 and to or from) .. "\n")
    os.exit(2)
  end
  if k1 ~= k2 then
    io.stderr:write(string.format("cannot convert %s (%s) to %s (%s)\n", from, k1, to, k2))
    os.exit(2)
  end
  result = v * factors[k1][from] / factors[k2][to]
end

print(string.format("%s %s = %s %s", fmt(v), from, fmt(result), to))
