// RUN:
// RUN: --mlir-print-op-generic
// Function declarations (no body): private/nested visibility, no results,
// one result, several results, function-typed arguments and results.
func.func private @no_args()
func.func private @one_result(i32) -> i32
func.func private @many(i32, f32, index) -> (i1, f64)
func.func nested @nested_decl(vector<4xf32>) -> tensor<?xi8>
func.func private @fn_arg((i32) -> i32, () -> ()) -> ()
func.func private @fn_result() -> ((f32) -> f32)
func.func private @two_fn_results() -> ((i1) -> (), (i2) -> (i3, i4))
func.func private @empty_parens_result(i32) -> ()
