// RUN: --allow-unregistered-dialect
// Sanitized names, through an attribute whose alias embeds a string of
// any bytes: letters, digits, `$`, `_` and `-` are kept, a space becomes
// `_`, any other byte its uppercase hex code without padding.
"u.op"() {a = #test.op_asm_attr_interface<value = "a-b c">, b = #test.op_asm_attr_interface<value = "x$y_z">, c = #test.op_asm_attr_interface<value = "dot.bang!">, d = #test.op_asm_attr_interface<value = "é\09\01\FF">, e = #test.op_asm_attr_interface<value = "q7">, f = [#test.op_asm_attr_interface<value = "q7">, #test.op_asm_attr_interface<value = "q.">]} : () -> ()
"u.op"() {a = #test.op_asm_attr_interface<value = "">, b = #test.op_asm_attr_interface<value = "q">, c = #test.op_asm_attr_interface<value = "q2E">} : () -> ()
