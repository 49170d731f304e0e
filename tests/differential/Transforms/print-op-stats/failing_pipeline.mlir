// RUN: --allow-unregistered-dialect --print-op-stats --symbol-dce --print-ir
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(print-ir{label=first},func.func(symbol-dce),print-ir)
// What the passes before a failing one wrote comes before its error; the
// passes after it do not run.
module {
  "u.first"() ({
  }) : () -> ()
  func.func private @p()
}
