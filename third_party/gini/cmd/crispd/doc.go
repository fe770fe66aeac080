// Copyright 2016 The Gini Authors. All rights reserved.  Use of this source
// code is governed by a license that can be found in the License file.

// Command crispd is a command line CRISP-1.0 server
//
//	crispd is a CRISP-1.0 server.
//
//	CRISP-1.0 addresses may be specified as unix sockets (prefixed with '@') or
//	tcp addresses (such as ":8080", "example.com:77").
package main
