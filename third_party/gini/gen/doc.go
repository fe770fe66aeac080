// Copyright 2016 The Gini Authors. All rights reserved.  Use of this source
// code is governed by a license that can be found in the License file.

// Package gen contains generators for common
// kinds of formulas.
//
// Package gen also supplies a random solver, which returns
// random results within a random period of time.
package gen
