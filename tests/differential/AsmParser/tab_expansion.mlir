// RUN: --allow-unregistered-dialect
// A tab in the source line is expanded to the next multiple of 8 columns in
// both the echoed line and the caret line; the column number counts it as one.
	"t.a"(	%x) : (i32) -> ()
