// RUN: --allow-unregistered-dialect --symbol-dce
// Of two ops whose uses cannot be known, the one reported is the one
// MLIR's worklist takes first: the last op of the table.
module {
  "u.first_maybe_table"() ({
  }) : () -> ()
  func.func private @p()
  "u.second_maybe_table"() ({
  }) : () -> ()
}
