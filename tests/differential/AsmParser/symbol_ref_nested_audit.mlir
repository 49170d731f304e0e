// RUN: --allow-unregistered-dialect --split-input-file
// A nested symbol reference missing after `::`: mlir-opt 22 points at the
// next token itself, across a line break and at the end of the input.

"a.op"() {x = @s::
t} : () -> ()

// -----

"a.op"() {x = @s:: @t} : () -> ()

// -----

"a.op"() {x = @s::  t} : () -> ()

// -----

"a.op"() {x = @s::

// -----

"a.op"() {x = @s::$} : () -> ()
