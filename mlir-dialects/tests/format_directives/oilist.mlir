// `oilist(…)`: clauses in any order, printed in declaration order.
%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
test.oilist_with_keywords_only keyword
test.oilist_with_keywords_only otherKeyword keyword thirdKeyword
test.oilist_with_keywords_only thirdKeyword
test.oilist_with_keywords_only
test.oilist_with_keywords_only {a}
test.oilist_with_simple_args otherKeyword %i64 : i64 keyword %i32 : i32
test.oilist_with_simple_args thirdKeyword %i64 : i64
test.oilist_with_simple_args
test.oilist_variadic_with_parens thirdKeyword (%i64, %i32 : i64, i32) keyword (%i32 : i32)
test.oilist_variadic_with_parens otherKeyword (%i64 : i64)
test.oilist_variadic_with_parens
test.oilist_custom private (%i64 : i64) reduction (%i32) nowait
test.oilist_custom nowait
test.oilist_custom reduction (%i32)
test.oilist_custom nowait private (%i64, %i32 : i64, i32)
test.oilist_custom
test.oilist_allowed_literal foo buzz
test.oilist_allowed_literal bar foo buzz
test.oilist_allowed_literal buzz {x}
test.oilist_with_keywords_only_properties keyword thirdKeyword
test.oilist_with_keywords_only_properties otherKeyword
test.oilist_with_keywords_only_properties
