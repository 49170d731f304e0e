// RUN: --allow-unregistered-dialect
// When the offending source line contains non-ASCII bytes, the line is echoed
// but no caret line is printed; the column counts bytes.
"t.a"() {s = "éé", b = %x} : () -> ()
