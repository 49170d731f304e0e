// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// Annotations are bytes: an expected text with bytes that are not UTF-8
// matches a message quoting them, and is quoted back as it is when nothing
// produced it.
// expected-error@+1 {{duplicate key 'kÿ' in dictionary attribute}}
"t.a"() {"kÿ" = 1, "kÿ" = 2} : () -> ()
// -----
// expected-error-re@+1 {{duplicate key 'j{{.}}' in dictionary attribute}}
"t.a"() {"jþ" = 1, "jþ" = 2} : () -> ()
// -----
// expected-error@+1 {{never þ produced}}
"t.b"() : () -> ()
