
  /*
  Rendered configuration files for the log shipper.
  This file uses CRLF line endings throughout, including inside
  heredocs and block comments.
*/


variable "inputs"{
	default

=// x
{  
syslog	= { path
  =	"/var/log/syslog"  , /* b */ multiline// x
=  false
}
    app
=  { path	= "/var/log/app/*.log" /* b */ , multiline # c
= true } # c

 }

}

  
variable "outputs" {  
  default

= [ "logs-1.internal:5044",
"logs-2.internal:5044"
  ] /* b */ 
	}



variable # c
"debug"
{
  default /* b */ = false
} /* b */ 


  locals { # c



filebeat_yaml =<<-YAML
    filebeat.inputs:
    %{~ for	name, cfg in var	.

inputs  }
      - type: filestream
        id: ${name /* b */ }
        paths: ["${cfg	.path }"]
        %{~ if// x
cfg.multiline	}
        parsers:
          - multiline:
              type: pattern
              pattern: '^\d{4}-\d{2}-\d{2}'
              negate: true
              match: after
        %{~  endif }
    %{~ endfor }
    output.logstash:
      hosts: [%{ for i
,// x
h # c
in var	.	outputs }${i	>  0 ? ", "
:	""}"${h  }"%{ endfor
}]
    logging.level: ${var
  . # c
debug ?
"debug" # c
: # c
"info" # c
}
  YAML /* b */ 
	

banner # c
= "Log shipper\r\nmanaged by Terraform\r\n"




}
	
 # c
resource "local_file"  "filebeat" # c
{  
  filename  = # c
"${path.	module
}/out/filebeat.yml"	
  content  =local # c
. # c
filebeat_yaml
 # c
file_permission = "0644"
// x
}

 
resource  "local_file"
  "banner"

{
  filename = "${// x
path  .module}/out/banner.txt"


content  = local.banner
  
 # c
} # c




output "input_names"// x
{  
  value

= keys(
  var .inputs) // sorted lexically

  }
