// RUN:
// RUN: --mlir-print-op-generic
// Op names with and without the default-dialect prefix: inside func.func the
// `func.` prefix may be dropped (return/call/constant/call_indirect) and is
// never printed; `builtin.module` at top level is printed as `module`.
builtin.module {
  func.func private @ext(i32) -> i32
  func.func @prefixes(%x: i32) -> i32 {
    %0 = func.call @ext(%x) : (i32) -> i32
    %1 = call @ext(%0) : (i32) -> i32
    %f = func.constant @ext : (i32) -> i32
    %g = constant @ext : (i32) -> i32
    %2 = func.call_indirect %f(%1) : (i32) -> i32
    %3 = call_indirect %g(%2) : (i32) -> i32
    func.return %3 : i32
  }
}
