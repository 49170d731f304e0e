// RUN:
// RUN: --mlir-print-op-generic
// llvm.func declarations: argument and result types of every kind, variadic
// signatures, argument and result attribute dictionaries, the linkages a
// declaration may have, and the keywords in their order.
llvm.func @no_args()
llvm.func @scalars(i1, i8, i16, i32, i64, i128) -> i32
llvm.func @floats(f16, bf16, f32, f64, f80, f128) -> f64
llvm.func @pointers(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>) -> !llvm.ptr<5>
llvm.func @aggregates(!llvm.struct<(i32, f64)>, !llvm.array<4 x i8>) -> !llvm.struct<packed (i8, i64)>
llvm.func @vectors(vector<4xf32>, vector<2x!llvm.ptr>, vector<[4]xi32>) -> vector<8xi1>
llvm.func @variadic(i32, ...) -> i32
llvm.func @only_variadic(...)
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func extern_weak @weak_decl(i64) -> !llvm.ptr
llvm.func @arg_attrs(i32 {llvm.noundef, llvm.signext}, !llvm.ptr {llvm.align = 16 : i64, llvm.nonnull, llvm.noalias})
llvm.func @res_attrs() -> (i64 {llvm.zeroext})
llvm.func @res_and_arg_attrs(!llvm.ptr {llvm.readonly}) -> (!llvm.ptr {llvm.noalias})
llvm.func @func_type_arg(!llvm.ptr, !llvm.array<2 x struct<(ptr, i32)>>)
llvm.func hidden @hidden_decl()
llvm.func protected @protected_decl()
llvm.func local_unnamed_addr @local_unnamed_decl()
llvm.func unnamed_addr @unnamed_decl()
llvm.func fastcc @fast_decl(i32)
llvm.func hidden unnamed_addr coldcc @all_keywords_decl(i32) -> i32
llvm.func @with_attrs() attributes {no_unwind, will_return, target_cpu = "x86-64"}
llvm.func @result_void() -> !llvm.void
llvm.func @token_and_metadata(!llvm.token, !llvm.metadata)
