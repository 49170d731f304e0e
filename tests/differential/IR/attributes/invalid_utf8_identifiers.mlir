// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Identifiers are bytes: quoted symbol, op, attribute, file and location
// names keep bytes that are not UTF-8, written raw or escaped, and print
// them escaped (`@"a\FF"`). Dictionaries sort names as bytes (`\80`
// before `\C3\A9`). U+10FF80 written as UTF-8 stays its four bytes.
module @"mÿ" {
  "t.sym"() {s = @"a\FFb", r = @"xÿy"::@"qþ", u = @"ô¾€", v = @"Ã©"} : () -> ()
  "foo.bÿar"() : () -> ()
  "foo.c\FEd"() : () -> ()
  "foo.ô¾€"() : () -> ()
  "t.names"() {"k\FF" = 1 : i32, "jþ" = 2 : i32, "€" = 3 : i32, "Ã©" = 4 : i32, "Ã" = 5 : i32, "Ã©€" = 6 : i32, "ô¾€" = 7 : i32} : () -> ()
  "t.props"() <{"pÿ" = 1 : i32, "€" = 2 : i32, "Ã©" = 3 : i32}> : () -> ()
  "t.file"() : () -> () loc("fÿx.mlir":1:2)
  "t.file_escaped"() : () -> () loc("e\FF":3:4)
  "t.name"() : () -> () loc("nþ")
  "t.name_child"() : () -> () loc("nþ"("cý.mlir":5:6))
  "t.callsite"() : () -> () loc(callsite("aú" at "bû":7:8))
  "t.fused"() : () -> () loc(fused<"mü">["gù":1:1, "hø"])
  "t.range"() : () -> () loc("r÷":1:2 to 3:4)
  "t.res"() {r = dense_resource<"kÿ"> : tensor<1xi8>, q = dense_resource<"j\FF"> : tensor<1xi8>} : () -> ()
}
{-#
  dialect_resources: {
    builtin: {
      "kÿ": "0x0100000001",
      "j\FF": "0x0100000002"
    }
  }
#-}
