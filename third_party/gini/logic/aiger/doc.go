// Copyright 2018 The Gini Authors. All rights reserved.  Use of this source
// code is governed by a license that can be found in the License file.

// BUG(wsc): This package does not support adding or retrieving aiger comments
// by an API.

// Package aiger implements aiger format version 1.9 ascii and binary
// readers and writers.
//
// The aiger objects are backed by sequential circuits
// as represented in *logic.S
package aiger
