// RUN: --allow-unregistered-dialect
// Every undefined value of the file is reported, in source order, each with
// its own source line quoted: two on one line, tabs before the caret, a name
// used twice (reported once), and a last line without a newline.
"a.b"(%u0) : (i32) -> ()
"a.b"(%u1, %u2) : (i32, i32) -> ()
	"a.b"(	%u3,		%u4) : (i32, i32) -> ()
"a.b"(%u0) : (i32) -> ()
"a.b"(%u5) : (i32) -> ()