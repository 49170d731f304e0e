// RUN: --allow-unregistered-dialect --split-input-file
// RUN: --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo
// Diagnostics are bytes: a quoted source line keeps bytes that are not
// UTF-8 (and has no caret line then), columns count bytes, and messages
// quote names and bodies with their bytes.
"t.a"() {s = "ÿþ"} : () -> () xyz
// -----
"t.a"() {"kÿ" = 1, "kÿ" = 2} : () -> ()
// -----
%0 = "t.a"() : () -> !foo.bar<þ>
"t.b"(%0) : (i32) -> ()
// -----
"t.a"() [^bbÿ] : () -> ()
// -----
%aÿ = "t.a"() : () -> i32
// -----
"t.a"() {a = #foo<"ÿ">} : () -> () þ
// -----
"t.a"() {a = @"ÿ" 3} : () -> ()
// -----
"t.a"() : () -> ()
	ÿþ   q
// -----
"t.a"() {s = "Ã©	"}		xyz
// -----
module {
  "t.f"() {sym_name = "aÿ"} : () -> () loc("dþ.mlir":3:4)
  "t.f"() {sym_name = "aÿ"} : () -> () loc("fÿ.mlir":7:8)
}
// -----
module {
  "t.f"() {sym_name = "bÿ"} : () -> () loc("nþ"("mý":1:1))
  "t.f"() {sym_name = "bÿ"} : () -> ()
}
