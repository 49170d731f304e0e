// Dialect attributes in op formats (stripped unless `qualified`) and as
// parameters of other dialect attributes; a `custom<…>` parameter
// directive anchoring an optional group.
test.format_cpmd_nested_attr nested <i <42 <1, !test.smpla, [5, 6]>>>
test.format_qual_cpmd_nested_attr nested #test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>
test.format_cpmd_nested_attr nested #test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>> attributes {x}
test.format_cpmd_nested_attr nested <i #test.cmpnd_nested_inner<-3 #test.cmpnd_a<7, i32, []>>>
"foo.op"() {a = #test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>, b = #test.cmpnd_nested_inner<42 <1, !test.smpla, [5, 6]>>, c = #test.cmpnd_a<1, !test.smpla, [5, 6]>} : () -> ()
"foo.op"() {a = #test.cmpnd_nested_outer<i #test.cmpnd_nested_inner<42 #test.cmpnd_a<1, !test.smpla, [5, 6]>>>} : () -> ()
"foo.op"() {q = #test.cmpnd_nested_outer_qual<i <42 <1, !test.smpla, [5, 6]>>>, r = #test.cmpnd_nested_outer_qual<i #test.cmpnd_nested_inner<42 <1, !test.smpla, [5, 6]>>>} : () -> ()
"foo.op"() {a = #test.custom_anchor<1, true>, b = #test.custom_anchor<5>, c = #test.custom_anchor<2, false>, d = #test.custom_anchor<1, 0>, e = #test.custom_anchor<-4, 1>} : () -> ()
