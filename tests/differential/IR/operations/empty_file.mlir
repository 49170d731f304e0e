// RUN:
// RUN: --mlir-print-op-generic
// RUN: --mlir-print-debuginfo
// RUN: --mlir-print-debuginfo --mlir-print-local-scope
// A file with nothing but comments parses as an empty implicit module.
