-- POST /api/images/generate with a different prompt each time, made of the
-- words in prompt-words.txt (so the images are searchable), the cheapest
-- options, and a unique Idempotency-Key as the web app sends. The session
-- cookie and CSRF token come from wrk's -H flags.

local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "report.lua")

local words = {}
for line in io.lines(dir .. "prompt-words.txt") do
   local kind, rest = line:match("^(%a+)%s+(.+)$")
   if kind then
      words[kind] = {}
      for word in rest:gmatch("%S+") do table.insert(words[kind], word) end
   end
end

local function pick(list) return list[math.random(#list)] end

local function prompt()
   local first = math.random(#words.subject)
   local second = math.random(#words.subject - 1)
   if second >= first then second = second + 1 end
   return string.format("A %s card with %s and %s in %s style", pick(words.occasion),
                        words.subject[first], words.subject[second], pick(words.style))
end

-- Keys must differ across wrk's threads and across runs on the same account.
local threads = 0
function setup(thread)
   threads = threads + 1
   thread:set("id", threads)
end

local sent = 0
local run = tostring(os.time()) .. "-" .. tostring({}):match("0x(%x+)")
math.randomseed(os.time())

function request()
   sent = sent + 1
   local headers = {}
   for name, value in pairs(wrk.headers) do headers[name] = value end
   headers["Content-Type"] = "application/json"
   headers["Idempotency-Key"] = string.format("wrk-%s-%s-%d", run, tostring(id), sent)
   local body = string.format('{"prompt":"%s","quality":"low","size":"1024x1024"}', prompt())
   return wrk.format("POST", wrk.path, headers, body)
end
