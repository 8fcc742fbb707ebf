-- Writes what wrk measured as one JSON object to the file named by WRK_REPORT
-- (bench/report.py reads it), beside wrk's usual printout. Loaded on its own
-- (`wrk -s bench/wrk/report.lua`) or by another script with dofile.
-- Times are microseconds. `status_errors` is wrk's count of answers >= 400.

function done(summary, latency, requests)
   local path = os.getenv("WRK_REPORT")
   if not path then return end
   local e = summary.errors
   local fields = {
      string.format('"duration_us": %d', summary.duration),
      string.format('"requests": %d', summary.requests),
      string.format('"bytes": %d', summary.bytes),
      string.format('"status_errors": %d', e.status),
      string.format('"socket_errors": {"connect": %d, "read": %d, "write": %d, "timeout": %d}',
                    e.connect, e.read, e.write, e.timeout),
      string.format('"latency_us": {"min": %d, "mean": %.1f, "max": %d, "p50": %d, "p90": %d, "p99": %d}',
                    latency.min, latency.mean, latency.max, latency:percentile(50),
                    latency:percentile(90), latency:percentile(99)),
   }
   local file = assert(io.open(path, "w"))
   file:write("{" .. table.concat(fields, ", ") .. "}\n")
   file:close()
end
