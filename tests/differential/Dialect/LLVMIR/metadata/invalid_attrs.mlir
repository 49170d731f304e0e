// RUN: --split-input-file

// Parse and verifier errors of the metadata attributes themselves.
func.func private @f() attributes {a = #llvm.alias_scope_domain<id = distinct[0]<>, description = 3>}

// -----

func.func private @f() attributes {a = #llvm.alias_scope_domain<>}

// -----

func.func private @f() attributes {a = #llvm.alias_scope_domain}

// -----

func.func private @f() attributes {a = #llvm.alias_scope_domain<description = "d">}

// -----

func.func private @f() attributes {a = #llvm.alias_scope<id = 3, domain = <id = 1>>}

// -----

func.func private @f() attributes {a = #llvm.alias_scope<id = [], domain = <id = distinct[0]<>>>}

// -----

func.func private @f() attributes {a = #llvm.alias_scope<id = "s", domain = 4>}

// -----

func.func private @f() attributes {a = #llvm.alias_scope<id = "s", domain = #llvm.access_group<id = distinct[0]<>>>}

// -----

func.func private @f() attributes {a = #llvm.alias_scope<id = "s">}

// -----

func.func private @f() attributes {a = #llvm.access_group<id = "x">}

// -----

func.func private @f() attributes {a = #llvm.access_group<idd = distinct[4]<>>}

// -----

func.func private @f() attributes {a = #llvm.access_group<id = distinct[4]<>, id = distinct[4]<>>}

// -----

func.func private @f() attributes {a = #llvm.access_group<>}

// -----

func.func private @f() attributes {a = #llvm.alias_scopes<>}
