// RUN: --print-op-stats
// RUN: --print-op-stats=json
// An empty module counts itself.
module {
}
